import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { OpenableRow, RowOpenLink, SortableHeader, type PagedRowsProps } from 'admin-kit';
import { COMPANY_FIRST_ORDER, type CompanySortField } from './companies-query';
import type { Company } from './company-types';

/** The companies' rows; a click anywhere on a row (or the company's name, for the keyboard) opens it. */
export function CompaniesTable({ rows, sort, onSort, onOpen }: PagedRowsProps<Company, CompanySortField>) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Companies">
        <TableHead>
          <TableRow>
            <SortableHeader field="name" sort={sort} onSort={onSort} firstOrder={COMPANY_FIRST_ORDER.name}>
              Name
            </SortableHeader>
            <TableCell>KRA PIN</TableCell>
            <TableCell>Billing e-mail</TableCell>
            <TableCell align="right">Live teams</TableCell>
            <SortableHeader
              field="seats"
              sort={sort}
              onSort={onSort}
              align="right"
              firstOrder={COMPANY_FIRST_ORDER.seats}
            >
              Seats
            </SortableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <OpenableRow key={row.id} onOpen={() => onOpen(row)} data-testid="company-row">
              <TableCell>
                <RowOpenLink onOpen={() => onOpen(row)} sx={{ textAlign: 'left' }}>
                  {row.name}
                </RowOpenLink>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.kraPin ?? '—'}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.billingEmail}</TableCell>
              <TableCell align="right">{row.liveTeams}</TableCell>
              <TableCell align="right">{row.seats}</TableCell>
            </OpenableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
