import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Badge, type CheckInVisitRecord } from 'admin-kit';
import { VISIT_KIND_LABELS, visitStatusText } from './check-in-rules';

interface ArrivalsTableProps {
  rows: readonly CheckInVisitRecord[];
  /** The code being checked in now (its button waits). */
  pendingCode: string | null;
  /** Absent for another day than today: those visits are only looked at. */
  onCheckIn?: (visit: CheckInVisitRecord) => void;
}

const bareCode = (code: string) => code.replace(/-/g, '');

/** The day's expected visits: who, what kind, what and when, their code, and whether they came. */
export function ArrivalsTable({ rows, pendingCode, onCheckIn }: ArrivalsTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Expected arrivals">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>What and when</TableCell>
            <TableCell>Code</TableCell>
            <TableCell>Status</TableCell>
            {onCheckIn && <TableCell align="right">Action</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((visit) => (
            <TableRow key={visit.id} data-testid="arrival-row">
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {visit.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {[visit.email, visit.phone].filter(Boolean).join(' · ')}
                </Typography>
                {visit.reference && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    Ref. {visit.reference}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{VISIT_KIND_LABELS[visit.kind] ?? visit.kind}</TableCell>
              <TableCell>
                <Typography variant="body2">{visit.title}</Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {visit.time}
                  {visit.hostName && visit.kind !== 'guest' ? ` · host ${visit.hostName}` : ''}
                </Typography>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{visit.code}</TableCell>
              <TableCell>
                <Badge label={visitStatusText(visit)} variant={visit.checkedInAt ? 'success' : 'outline'} />
              </TableCell>
              {onCheckIn && (
                <TableCell align="right">
                  {!visit.checkedInAt && (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={pendingCode !== null}
                      onClick={() => onCheckIn(visit)}
                      // The visible words first, then whom (WCAG 2.5.3); the code form's button is "Check in" alone.
                      aria-label={`Check in ${visit.name}`}
                      aria-busy={pendingCode === bareCode(visit.code)}
                    >
                      Check in
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
