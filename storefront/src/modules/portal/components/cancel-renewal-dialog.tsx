import { ApiError, messageOf } from '../../../api/client';
import { buttonClasses } from '../../../ui/button';
import { confirmOnDemand } from '../../manage-booking/components/confirm-on-demand';
import { useChangeRenewal } from '../hooks/use-member-portal';
import { cancelRenewalText, type MemberMembership, renewalChangedText } from '../portal-text';
import { type CardOutcome } from './membership-card';

interface CancelRenewalDialogProps {
  membership: MemberMembership;
  /** The server's answer, for the membership card to announce. */
  onSettled(outcome: CardOutcome): void;
}

/**
 * Cancel renewal and its confirmation ('Keep renewing' focused first), which says that access continues until the
 * period end and nothing more is charged.
 */
export function CancelRenewalDialog({ membership, onSettled }: CancelRenewalDialogProps) {
  const cancel = useChangeRenewal('cancel-renewal');
  const dialog = confirmOnDemand.useDialog();
  return (
    <>
      <button type="button" className={buttonClasses('ghost', 'md', 'border border-slate-300')} {...dialog.trigger}>
        Cancel renewal
      </button>
      {dialog.render({
        title: 'Cancel renewal?',
        description: cancelRenewalText(membership),
        cancelLabel: 'Keep renewing',
        confirmLabel: 'Yes, cancel renewal',
        busyLabel: 'Cancelling...',
        busy: cancel.isPending,
        onConfirm: ({ settle, fail }) =>
          cancel.mutate(membership.id, {
            onSuccess: (updated) => {
              settle();
              onSettled({ tone: 'success', message: renewalChangedText(updated), refocus: true });
            },
            onError: (error) => {
              // 409: the membership moved on meanwhile (the list reloads), and 404: it is not this member's; a retry
              // would not change either.
              if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
                settle();
                onSettled({ tone: 'error', message: error.message, refocus: true });
                return;
              }
              fail(
                messageOf(
                  error,
                  'Renewal could not be cancelled right now. Please check your connection and try again.',
                ),
              );
            },
          }),
      })}
    </>
  );
}
