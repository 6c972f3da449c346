import { TableCell } from '@mui/material';
import { Badge, formatDateTime, type BadgeVariant } from 'admin-kit';
import { handledByText } from './handled-by';

/**
 * The last three cells of an inquiry's or application's row, under Received/Applied, Status and Handled by: when it
 * came in, where it stands and who on staff last worked it.
 */
export function StaffWorkCells({
  record,
  status,
}: {
  record: { createdAt: string; handledBy: string | null; handledAt: string | null };
  status: { label: string; variant: BadgeVariant };
}) {
  return (
    <>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(record.createdAt)}</TableCell>
      <TableCell>
        <Badge label={status.label} variant={status.variant} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{handledByText(record)}</TableCell>
    </>
  );
}
