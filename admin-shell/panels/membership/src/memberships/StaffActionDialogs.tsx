import { Alert, Typography } from '@mui/material';
import { FormCheckbox, FormDialog, FormTextField, formatVenueDate, resolverFrom, useAllowed } from 'admin-kit';
import { MEMBERSHIP_ACCESS_STATUSES } from 'admin-kit/rules';
import { useForm } from 'react-hook-form';
import {
  CANCEL_FORM,
  cancelBody,
  COMP_FORM,
  compBody,
  EXTEND_FORM,
  EXTEND_MAX_DAYS,
  extendBody,
  REASON_MAX,
  validateCancelForm,
  validateExtendForm,
  validateReasonForm,
  type CancelFormValues,
  type ExtendFormValues,
  type ReasonFormValues,
} from './membership-forms';
import type { Membership } from './membership-types';
import { useCancelMembership, useCompMembership, useExtendMembership } from './use-memberships';

interface StaffActionDialogProps {
  membership: Membership;
  onClose: () => void;
}

const REASON_FIELD = {
  name: 'reason',
  label: 'Reason',
  required: true,
  multiline: true,
  minRows: 2,
  slotProps: { htmlInput: { maxLength: REASON_MAX } },
} as const;

/** Ends a membership now; admins who may refund payments can give back the unused days of the period. */
export function CancelMembershipDialog({ membership, onClose }: StaffActionDialogProps) {
  const mayRefund = useAllowed('payments', 'refund');
  const { control, handleSubmit } = useForm<CancelFormValues>({
    defaultValues: CANCEL_FORM,
    resolver: resolverFrom(validateCancelForm),
  });
  const cancel = useCancelMembership(onClose);
  return (
    <FormDialog
      title={`Cancel ${membership.memberName}'s membership`}
      submitLabel="Cancel membership"
      busyLabel="Cancelling..."
      busy={cancel.isPending}
      onSubmit={handleSubmit((values) => cancel.cancel(membership, cancelBody(values, mayRefund)))}
      onClose={onClose}
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        The {membership.planName} membership ends now: access stops, nothing more is charged, and the member is e-mailed
        with the reason.
      </Typography>
      <FormTextField control={control} autoFocus helperText="Sent to the member" {...REASON_FIELD} />
      {mayRefund && (
        <FormCheckbox
          control={control}
          name="refundUnusedDays"
          label="Refund the unused days of the current period (up to what was paid for it)"
        />
      )}
    </FormDialog>
  );
}

/** Moves the period end on by some days; an overdue membership becomes active again. */
export function ExtendMembershipDialog({ membership, onClose }: StaffActionDialogProps) {
  const { control, handleSubmit } = useForm<ExtendFormValues>({
    defaultValues: EXTEND_FORM,
    resolver: resolverFrom(validateExtendForm),
  });
  const extend = useExtendMembership(onClose);
  return (
    <FormDialog
      title={`Extend ${membership.memberName}'s membership`}
      submitLabel="Extend"
      busyLabel="Extending..."
      busy={extend.isPending}
      onSubmit={handleSubmit((values) => extend.extend(membership, extendBody(values)))}
      onClose={onClose}
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {membership.currentPeriodEnd
          ? `The period now ends on ${formatVenueDate(membership.currentPeriodEnd)}; the days are added to it and to every later renewal day.`
          : 'The days are added to the period end.'}
        {membership.status === 'past_due' && ' The overdue membership becomes active again.'}
      </Typography>
      <FormTextField
        control={control}
        name="days"
        label="Days to add"
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        helperText={`1 to ${EXTEND_MAX_DAYS}`}
      />
      <FormTextField control={control} helperText="Kept in the audit log" {...REASON_FIELD} />
    </FormDialog>
  );
}

/** Gives a period free: one more period for a live membership, a new one from today for one not started or ended. */
export function CompMembershipDialog({ membership, onClose }: StaffActionDialogProps) {
  const { control, handleSubmit } = useForm<ReasonFormValues>({
    defaultValues: COMP_FORM,
    resolver: resolverFrom(validateReasonForm),
  });
  const comp = useCompMembership(onClose);
  // A membership that still gives access gets its next period free; any other starts afresh today.
  const live = MEMBERSHIP_ACCESS_STATUSES.includes(membership.status);
  return (
    <FormDialog
      title={`Give ${membership.memberName} a free period`}
      submitLabel="Give free period"
      busyLabel="Saving..."
      busy={comp.isPending}
      onSubmit={handleSubmit((values) => comp.comp(membership, compBody(values)))}
      onClose={onClose}
    >
      <Alert severity="info" sx={{ mb: 1 }}>
        {live
          ? `One more ${membership.planName} period is added to the current one, free of charge.`
          : `A free ${membership.planName} period starts today and the membership is active again.`}
      </Alert>
      <FormTextField control={control} autoFocus helperText="Kept in the audit log" {...REASON_FIELD} />
    </FormDialog>
  );
}
