import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { Badge, DetailFields, formatDateTime, useAllowed, type JobApplication } from 'admin-kit';
import { useId } from 'react';
import { handledByText } from '../staff-lists/handled-by';
import { StaffNoteField } from '../staff-lists/StaffNoteField';
import { useStaffRecordEdit } from '../staff-lists/use-staff-record-edit';
import { applicationMoves, applicationStatusBadge } from './application-labels';

/** One application: the applicant, cover letter and résumé; staff move it new → reviewing → rejected or hired. */
export function ApplicationDialog({
  application: opened,
  onClose,
}: {
  application: JobApplication;
  onClose: () => void;
}) {
  const titleId = useId();
  const {
    record: application,
    note,
    setNote,
    noteChanged,
    saving,
    change,
  } = useStaffRecordEdit('job-applications', opened);
  const mayEdit = useAllowed('jobApplications', 'edit');
  const status = applicationStatusBadge(application.status);
  const name = `${application.firstName} ${application.lastName}`;
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <span>
            {name} · {application.position}
          </span>
          <Badge label={status.label} variant={status.variant} />
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DetailFields
          fields={[
            { label: 'E-mail', value: <Link href={`mailto:${application.email}`}>{application.email}</Link> },
            { label: 'Phone', value: application.phone ?? '—' },
            { label: 'Applied', value: formatDateTime(application.createdAt) },
            { label: 'Last handled', value: handledByText(application) },
            {
              label: 'Résumé',
              value: application.resumeUrl ? (
                <Link href={application.resumeUrl} target="_blank" rel="noopener noreferrer">
                  {application.resumeUrl}
                </Link>
              ) : (
                '—'
              ),
            },
          ]}
        />
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          Cover letter
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }} color={application.coverLetter ? undefined : 'text.secondary'}>
          {application.coverLetter ?? 'None sent'}
        </Typography>
        <Box sx={{ mt: 3 }}>
          <StaffNoteField value={note} onChange={setNote} disabled={!mayEdit || saving} />
        </Box>
      </DialogContent>
      <DialogActions>
        {mayEdit && noteChanged && (
          <Button disabled={saving} onClick={() => change({ staffNote: note }, 'Note saved')}>
            Save note
          </Button>
        )}
        {mayEdit &&
          applicationMoves(application.status).map((move) => (
            <Button
              key={move.to}
              disabled={saving}
              color={move.to === 'rejected' ? 'error' : 'primary'}
              onClick={() =>
                change(
                  { status: move.to, ...(noteChanged ? { staffNote: note } : {}) },
                  `${name}: ${applicationStatusBadge(move.to).label.toLowerCase()}`,
                )
              }
            >
              {move.label}
            </Button>
          ))}
        <Button onClick={onClose} disabled={saving}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
