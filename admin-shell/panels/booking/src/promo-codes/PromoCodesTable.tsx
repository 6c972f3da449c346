import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Badge, formatKes, RowEditDeleteButtons, SortableHeader, type ColumnSort } from 'admin-kit';
import {
  appliesToLabel,
  bannerLabel,
  discountLabel,
  periodsLabel,
  usesLabel,
  validityLabel,
  type NamesById,
} from './promo-code-labels';
import type { AdminPromoCode } from './promo-code-types';
import { PROMO_CODE_FIRST_ORDER, type PromoCodeSortField } from './promo-codes-query';

export type PromoCodeAction = 'edit' | 'delete';

interface PromoCodesTableProps {
  rows: readonly AdminPromoCode[];
  sort: ColumnSort<PromoCodeSortField>;
  onSort: (field: PromoCodeSortField) => void;
  /** The plans' and spaces' names, for what each code applies to. */
  names: { plans: NamesById; spaces: NamesById };
  actions: { edit: boolean; delete: boolean };
  onAction: (action: PromoCodeAction, promo: AdminPromoCode) => void;
}

/** A page of promo codes: the code, its discount and reach, its days, its uses and revenue, and whether it shows. */
export function PromoCodesTable({ rows, sort, onSort, names, actions, onAction }: PromoCodesTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Promo codes">
        <TableHead>
          <TableRow>
            <SortableHeader field="code" sort={sort} onSort={onSort} firstOrder={PROMO_CODE_FIRST_ORDER.code}>
              Code
            </SortableHeader>
            <TableCell>Discount</TableCell>
            <TableCell>Applies to</TableCell>
            <SortableHeader field="validTo" sort={sort} onSort={onSort} firstOrder={PROMO_CODE_FIRST_ORDER.validTo}>
              Valid
            </SortableHeader>
            <SortableHeader field="redemptions" sort={sort} onSort={onSort}>
              Uses
            </SortableHeader>
            <TableCell align="right">Revenue</TableCell>
            <TableCell>Active</TableCell>
            <TableCell>Shown on site</TableCell>
            <TableCell aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((promo) => {
            const periods = periodsLabel(promo);
            return (
              <TableRow key={promo.id} hover data-testid="promo-code-row">
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
                    {promo.code}
                  </Typography>
                  {promo.description && (
                    <Typography variant="caption" color="text.secondary">
                      {promo.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{discountLabel(promo)}</TableCell>
                <TableCell>
                  <Typography variant="body2">{appliesToLabel(promo, names)}</Typography>
                  {periods && (
                    <Typography variant="caption" color="text.secondary">
                      {periods}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{validityLabel(promo)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Typography variant="body2">{usesLabel(promo)}</Typography>
                  {promo.maxPerCustomer !== null && (
                    <Typography variant="caption" color="text.secondary">
                      {promo.maxPerCustomer} per customer
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatKes(promo.revenueKes)}
                </TableCell>
                <TableCell>
                  <Badge
                    label={promo.active ? 'Active' : 'Inactive'}
                    variant={promo.active ? 'default' : 'secondary'}
                  />
                </TableCell>
                <TableCell>
                  {/* Staff's choice, not a promise: the site shows only the newest chosen code that is active and valid. */}
                  <Typography variant="body2">{promo.displayOnSite ? 'Yes' : 'No'}</Typography>
                  {promo.displayOnSite && (
                    <Typography variant="caption" color="text.secondary">
                      “{bannerLabel(promo)}”
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">
                  <RowEditDeleteButtons
                    label={`promo code ${promo.code}`}
                    onEdit={actions.edit ? () => onAction('edit', promo) : undefined}
                    onDelete={actions.delete ? () => onAction('delete', promo) : undefined}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
