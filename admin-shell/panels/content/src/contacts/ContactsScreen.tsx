import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import {
  Badge,
  EmptyState,
  formatDateTime,
  humanize,
  LoadError,
  ScreenHeader,
  SkeletonList,
  useRecords,
  type BadgeVariant,
  type Contact,
} from 'admin-kit';
import { useState } from 'react';

/** The dashboard shows the newest inquiries only (spec section 9). */
const SHOWN_CONTACTS = 10;

/** new: destructive (needs an answer), responded: default, anything else: secondary. */
function statusBadge(status: string): BadgeVariant {
  if (status === 'new') return 'destructive';
  if (status === 'responded') return 'default';
  return 'secondary';
}

function ContactDialog({ contact, onClose }: { contact: Contact; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contact-title">
      <DialogTitle id="contact-title">{contact.subject}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600 }}>
          {contact.firstName} {contact.lastName}
        </Typography>
        <Typography color="text.secondary">{[contact.email, contact.phone].filter(Boolean).join(' · ')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(contact.createdAt)}
        </Typography>
        <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>{contact.message}</Typography>
      </DialogContent>
      <DialogActions>
        <Button href={`mailto:${contact.email}?subject=${encodeURIComponent(`Re: ${contact.subject}`)}`}>
          Reply by e-mail
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Contacts tab: "Contact Inquiries", the newest messages from the contact form. */
export function ContactsScreen() {
  const contacts = useRecords('contacts');
  const [viewed, setViewed] = useState<Contact | null>(null);
  const shown = (contacts.data ?? []).slice(0, SHOWN_CONTACTS);
  return (
    <section>
      <ScreenHeader title="Contact Inquiries" onRefresh={() => contacts.refetch()} refreshing={contacts.isFetching} />
      {contacts.isPending ? (
        <SkeletonList count={5} />
      ) : contacts.isError ? (
        <LoadError error={contacts.error} onRetry={() => contacts.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState text="No contact inquiries found" />
      ) : (
        <Stack spacing={2}>
          {shown.map((contact) => (
            <Card key={contact.id} variant="outlined" data-testid="contact-row">
              <CardContent>
                <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                  <div style={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {contact.firstName} {contact.lastName}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {contact.email} · {contact.subject}
                    </Typography>
                    <Typography
                      variant="body2"
                      sx={{
                        mt: 1,
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {contact.message}
                    </Typography>
                  </div>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <Badge label={humanize(contact.status)} variant={statusBadge(contact.status)} />
                    <IconButton
                      aria-label={`View inquiry from ${contact.firstName} ${contact.lastName}`}
                      onClick={() => setViewed(contact)}
                    >
                      <VisibilityIcon />
                    </IconButton>
                  </Stack>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      {viewed && <ContactDialog contact={viewed} onClose={() => setViewed(null)} />}
    </section>
  );
}
