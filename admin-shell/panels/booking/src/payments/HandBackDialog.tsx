import { Typography } from '@mui/material';
import { FormDialog, FormSelect, FormTextField, resolverFrom } from 'admin-kit';
import { useForm } from 'react-hook-form';
import {
  HAND_BACK_NOTE_MAX,
  HAND_BACK_REFERENCE_MAX,
  handBackBody,
  handBackFormValues,
  needsReference,
  validateHandBackForm,
  type HandBackFormValues,
} from './hand-back-form';
import { channelLabel, HAND_BACK_METHOD_LABELS, refundAmountLabel } from './payment-labels';
import type { PaymentDetail, Refund } from './payment-types';
import { useRecordHandBack } from './use-payments';

interface HandBackDialogProps {
  payment: PaymentDetail;
  refund: Refund;
  onClose: () => void;
}

const METHOD_CHOICES = Object.entries(HAND_BACK_METHOD_LABELS).map(([value, label]) => ({ value, label }));

/**
 * Record that the money of a desk refund (paid in cash, M-Pesa to the till or by bank transfer) was handed back: the
 * refund is then processed and the customer gets their credit note by e-mail.
 */
export function HandBackDialog({ payment, refund, onClose }: HandBackDialogProps) {
  const { control, handleSubmit, watch } = useForm<HandBackFormValues>({
    defaultValues: handBackFormValues(payment.channel),
    resolver: resolverFrom(validateHandBackForm),
  });
  const record = useRecordHandBack(onClose);
  const method = watch('method');

  return (
    <FormDialog
      title={`Record refund handed back: ${payment.reference}`}
      submitLabel="Record handed back"
      busyLabel="Recording..."
      busy={record.isPending}
      onSubmit={handleSubmit((values) => record.record(payment.id, refund.id, handBackBody(values)))}
      onClose={onClose}
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {refundAmountLabel(refund)} goes back to {payment.customerName ?? payment.email}, who paid by{' '}
        {channelLabel(payment.channel)}. Record it once the money has been handed back: the customer is then e-mailed a
        credit note.
      </Typography>
      <FormSelect control={control} name="method" label="Handed back by" choices={METHOD_CHOICES} />
      <FormTextField
        control={control}
        name="reference"
        label={method === 'bank_transfer' ? 'Bank reference' : 'M-Pesa code'}
        required={needsReference(method)}
        disabled={!needsReference(method)}
        slotProps={{ htmlInput: { maxLength: HAND_BACK_REFERENCE_MAX } }}
      />
      <FormTextField
        control={control}
        name="note"
        label="Note"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: HAND_BACK_NOTE_MAX } }}
        helperText="Kept with the refund and in the audit log"
      />
    </FormDialog>
  );
}
