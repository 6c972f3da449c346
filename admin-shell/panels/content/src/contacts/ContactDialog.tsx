import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  Badge,
  DetailFields,
  formatDateTime,
  messageOf,
  useAllowed,
  useToast,
  type AdminDataProvider,
  type Contact,
} from 'admin-kit';
import { useId, useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import { handledByText } from '../staff-lists/handled-by';
import { StaffNoteField } from '../staff-lists/StaffNoteField';
import { useStaffRecordEdit } from '../staff-lists/use-staff-record-edit';
import { contactMoves, contactStatusBadge } from './contact-labels';

/**
 * One inquiry: who wrote, what, where it stands. Staff with contacts.edit move it on (new → responded → closed),
 * keep a note, and answer by e-mail from here (the reply is queued and shows in the e-mail log).
 */
export function ContactDialog({ contact: opened, onClose }: { contact: Contact; onClose: () => void }) {
  const titleId = useId();
  const {
    record: contact,
    setRecord: setContact,
    note,
    setNote,
    noteChanged,
    saving,
    change,
  } = useStaffRecordEdit('contacts', opened);
  const [reply, setReply] = useState('');
  const mayEdit = useAllowed('contacts', 'edit');
  const toast = useToast();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const [sendingReply, setSendingReply] = useState(false);
  // A reply is one of the data provider's own calls (not a record write), so it refreshes the lists when it lands.
  const sendReply = async () => {
    setSendingReply(true);
    try {
      const updated = await dataProvider.replyToContact(contact.id, reply);
      setContact(updated);
      setReply('');
      refresh();
      toast({ title: 'Reply sent', description: `Your reply to ${updated.email} is on its way.` });
    } catch (error) {
      toast({ title: 'Reply not sent', description: messageOf(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setSendingReply(false);
    }
  };

  const busy = saving || sendingReply;
  const status = contactStatusBadge(contact.status);
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <span>{contact.subject}</span>
          <Badge label={status.label} variant={status.variant} />
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DetailFields
          fields={[
            { label: 'From', value: `${contact.firstName} ${contact.lastName}` },
            { label: 'E-mail', value: contact.email },
            { label: 'Phone', value: contact.phone ?? '—' },
            { label: 'Received', value: formatDateTime(contact.createdAt) },
            { label: 'Last handled', value: handledByText(contact) },
            { label: 'Last replied', value: contact.repliedAt ? formatDateTime(contact.repliedAt) : '—' },
          ]}
        />
        <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }} data-testid="contact-message">
          {contact.message}
        </Typography>
        <Box sx={{ mt: 3 }}>
          <StaffNoteField value={note} onChange={setNote} disabled={!mayEdit || busy} />
        </Box>
        {mayEdit && (
          <>
            <Divider sx={{ my: 3 }} />
            <TextField
              label={`Reply to ${contact.firstName}`}
              value={reply}
              onChange={(event) => setReply(event.target.value)}
              disabled={busy}
              multiline
              minRows={4}
              fullWidth
              helperText="Sent by e-mail with a greeting, our sign-off and their message quoted"
            />
            <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}>
              <Button variant="contained" disabled={busy || reply.trim() === ''} onClick={() => void sendReply()}>
                {sendingReply ? 'Sending...' : 'Send reply'}
              </Button>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {mayEdit && noteChanged && (
          <Button disabled={busy} onClick={() => change({ staffNote: note }, 'Note saved')}>
            Save note
          </Button>
        )}
        {mayEdit &&
          contactMoves(contact.status).map((move) => (
            <Button
              key={move.to}
              disabled={busy}
              onClick={() =>
                change(
                  { status: move.to, ...(noteChanged ? { staffNote: note } : {}) },
                  move.to === 'closed' ? 'Inquiry closed' : 'Marked responded',
                )
              }
            >
              {move.label}
            </Button>
          ))}
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
