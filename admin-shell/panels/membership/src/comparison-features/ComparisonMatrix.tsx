import RemoveIcon from '@mui/icons-material/Remove';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import {
  Badge,
  RowEditDeleteButtons,
  useOutcomeToasts,
  type ComparisonCellBody,
  type ComparisonFeature,
  type ComparisonFeaturePlan,
  type MembershipPlan,
} from 'admin-kit';
import { useCreate } from 'react-admin';
import { allowanceRows, cellKey, indexCells, matrixFeatures, matrixPlans } from './matrix';
import { MatrixCell } from './MatrixCell';

interface ComparisonMatrixProps {
  features: readonly ComparisonFeature[];
  plans: readonly MembershipPlan[];
  cells: readonly ComparisonFeaturePlan[];
  mayEditCells: boolean;
  onEditFeature?: (feature: ComparisonFeature) => void;
  onDeleteFeature?: (feature: ComparisonFeature) => void;
}

/**
 * Features (rows) against active plans (columns); each cell is edited in place. The allowance rows come first and
 * read the plans' own fields: they change in the plan form, so they are not editable here.
 */
export function ComparisonMatrix({
  features,
  plans,
  cells,
  mayEditCells,
  onEditFeature,
  onDeleteFeature,
}: ComparisonMatrixProps) {
  const columns = matrixPlans(plans);
  const rows = matrixFeatures(features);
  const allowance = allowanceRows(columns);
  const hasActions = Boolean(onEditFeature || onDeleteFeature);
  const values = indexCells(cells);
  const toasts = useOutcomeToasts();
  // Writing a cell is an upsert of the (feature, plan) pair; react-admin then reads the cells again.
  const [createCell, savingCell] = useCreate<ComparisonCellBody, unknown, ComparisonFeaturePlan>();
  const saveCell = (body: ComparisonCellBody) =>
    createCell(
      'comparison-feature-plans',
      { data: body },
      toasts({ success: 'Feature value updated successfully', failure: { fixed: 'Failed to update feature value' } }),
    );

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Comparison matrix">
        <TableHead>
          <TableRow>
            <TableCell>Feature</TableCell>
            {columns.map((plan) => (
              <TableCell key={plan.id} align="center">
                {plan.name}
              </TableCell>
            ))}
            {hasActions && <TableCell align="right">Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {allowance.map((row) => (
            <TableRow key={row.key} data-testid="allowance-row" sx={{ bgcolor: 'action.hover' }}>
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {row.label}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  From the plan form
                </Typography>
              </TableCell>
              {row.values.map((value, index) => (
                <TableCell key={columns[index]!.id} align="center">
                  {value === null ? (
                    <RemoveIcon color="disabled" titleAccess="Not included" />
                  ) : (
                    <Typography variant="body2">{value}</Typography>
                  )}
                </TableCell>
              ))}
              {hasActions && <TableCell />}
            </TableRow>
          ))}
          {rows.map((feature) => (
            <TableRow key={feature.id} data-testid="feature-row">
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {feature.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Order {feature.displayOrder}
                </Typography>{' '}
                {!feature.isActive && <Badge label="Inactive" variant="secondary" />}
              </TableCell>
              {columns.map((plan) => (
                <TableCell key={plan.id} align="center">
                  <MatrixCell
                    value={values.get(cellKey(feature.id, plan.id))}
                    label={`${feature.name} for ${plan.name}`}
                    editable={mayEditCells}
                    saving={savingCell.isPending}
                    onSave={(value) => saveCell({ comparisonFeatureId: feature.id, membershipPlanId: plan.id, value })}
                  />
                </TableCell>
              ))}
              {hasActions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <RowEditDeleteButtons
                    label={`feature ${feature.name}`}
                    onEdit={onEditFeature && (() => onEditFeature(feature))}
                    onDelete={onDeleteFeature && (() => onDeleteFeature(feature))}
                  />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
