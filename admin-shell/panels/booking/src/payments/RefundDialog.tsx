import { InputAdornment, Typography } from '@mui/material';
import { FormDialog, FormTextField, resolverFrom } from 'admin-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatCents } from './money';
import type { PaymentDetail } from './payment-types';
import {
  newIdempotencyKey,
  REASON_MAX,
  refundBody,
  refundFormValues,
  validateRefundForm,
  type RefundFormValues,
} from './refund-form';
import { useRequestRefund } from './use-payments';

interface RefundDialogProps {
  payment: PaymentDetail;
  onClose: () => void;
}

/** Refund (part of) a payment through Paystack, with a reason the customer's credit note and the audit log keep. */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  // Made once per opening, so every submit of this dialog (double click, retry after an error) is one refund.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { refundableCents } = payment;
  const { control, handleSubmit } = useForm<RefundFormValues>({
    defaultValues: refundFormValues(refundableCents),
    resolver: resolverFrom((values: RefundFormValues) => validateRefundForm(values, refundableCents)),
  });
  const refund = useRequestRefund(onClose);

  return (
    <FormDialog
      title={`Refund payment ${payment.reference}`}
      submitLabel="Request refund"
      busyLabel="Requesting..."
      busy={refund.isPending}
      onSubmit={handleSubmit((values) => refund.request(payment.id, refundBody(values, idempotencyKey)))}
      onClose={onClose}
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {formatCents(refundableCents)} of {formatCents(payment.amountCents)} can still be refunded to{' '}
        {payment.customerName ?? payment.email}. Paystack sends it back the way it was paid.
      </Typography>
      <FormTextField
        control={control}
        name="amount"
        label="Amount (KES)"
        required
        autoFocus
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">KES</InputAdornment> },
        }}
        helperText={`At most ${formatCents(refundableCents)}`}
      />
      <FormTextField
        control={control}
        name="reason"
        label="Reason"
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        helperText="Shown on the customer's credit note"
      />
    </FormDialog>
  );
}
