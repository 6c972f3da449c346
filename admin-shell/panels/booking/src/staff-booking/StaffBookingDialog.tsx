import {
  Alert,
  Chip,
  Divider,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  FormDialog,
  messageOf,
  slotStartsFor,
  STAFF_PAYMENT_KINDS,
  useAdminDataProvider,
  useAllowed,
  useDebouncedValue,
  useOutcomeToasts,
  WHOLE_LIST,
  type AdminSpace,
  type SpaceAssignmentRecord,
  type SpaceInstance,
  type StaffBookingBody,
  type StaffBookingRecord,
  type StaffQuote,
} from 'admin-kit';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useCreate, useGetManyReference, useRefresh } from 'react-admin';
import { formatCents } from '../payments/money';
import {
  bookingBodyOf,
  draftErrors,
  emptyDraft,
  PAYMENT_KIND_LABELS,
  quoteBodyOf,
  slotIsFree,
  type CalendarSelection,
  type StaffBookingDraft,
} from './staff-booking-form';
import { CustomerFields } from './CustomerFields';

interface StaffBookingDialogProps {
  space: AdminSpace;
  instances: readonly SpaceInstance[];
  selection: CalendarSelection;
  onClose: () => void;
}

/**
 * Book a walk-in or phone customer from the calendar: the cell's space, instance, date and slot come prefilled;
 * slots show whether they are free (live from the calendar's assignments); the price, discount and total are the
 * server's; the payment is recorded (cash, M-Pesa, bank transfer, complimentary) or sent as a pay link. A slot taken
 * meanwhile is refused by the server, which names the booking holding it.
 */
export function StaffBookingDialog({ space, instances, selection, onClose }: StaffBookingDialogProps) {
  const [draft, setDraft] = useState(() => emptyDraft(selection));
  const [datesText, setDatesText] = useState(selection.dates.join(', '));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [quote, setQuote] = useState<{ value: StaffQuote | null; error: string | null }>({ value: null, error: null });
  const set = (patch: Partial<StaffBookingDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const canGiveAway = useAllowed('payments', 'refund');
  const dataProvider = useAdminDataProvider();
  const toasts = useOutcomeToasts();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate<StaffBookingBody, unknown, StaffBookingRecord>();
  const hourly = space.billingCycle === 'hourly';
  const active = instances.filter((instance) => instance.isActive);
  const date = draft.dates[0] ?? '';

  const dayAssignments = useGetManyReference<SpaceAssignmentRecord>(
    'space-assignments',
    { target: 'spaceId', id: space.id, filter: { startDate: date, endDate: date }, ...WHOLE_LIST },
    { enabled: hourly && Boolean(date) },
  );
  const offered = useMemo(() => (hourly && date ? slotStartsFor(date) : []), [hourly, date]);

  const quoteBody = useDebouncedValue(JSON.stringify(quoteBodyOf(space.id, draft)), 300);
  useEffect(() => {
    const body = JSON.parse(quoteBody) as ReturnType<typeof quoteBodyOf>;
    if (body.dates.length === 0 || (hourly && !body.slots?.length)) {
      setQuote({ value: null, error: null });
      return;
    }
    let current = true;
    dataProvider.quoteStaffBooking(body).then(
      (value) => current && setQuote({ value, error: null }),
      (error: unknown) =>
        current && setQuote({ value: null, error: messageOf(error, 'The price could not be worked out') }),
    );
    return () => {
      current = false;
    };
  }, [quoteBody, hourly, dataProvider]);

  const errors = submitted ? draftErrors(draft, space.billingCycle) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(draftErrors(draft, space.billingCycle)).length > 0) return;
    const { onSuccess, onError } = toasts<StaffBookingRecord>({
      success: (created) =>
        created.payUrl
          ? `Booking ${created.reference} held; the pay link was e-mailed to the customer`
          : `Booking ${created.reference} confirmed${created.receiptNumber ? `, receipt ${created.receiptNumber}` : ''}`,
      failure: 'Failed to create booking',
      onSuccess: () => {
        refresh();
        onClose();
      },
    });
    create(
      'bookings',
      { data: bookingBodyOf(space.id, draft) },
      {
        onSuccess: (created) => onSuccess(created, undefined),
        onError: (error) => {
          setServerError(messageOf(error, 'Failed to create booking'));
          onError(error);
        },
      },
    );
  };

  const total = quote.value && draft.paymentKind === 'complimentary' ? 0 : quote.value?.totalCents;
  const kinds = STAFF_PAYMENT_KINDS.filter((kind) => kind !== 'complimentary' || canGiveAway);

  return (
    <FormDialog
      title={`New booking — ${space.name}`}
      submitLabel={draft.paymentKind === 'pay_link' ? 'Book and send pay link' : 'Book and record payment'}
      busyLabel="Booking..."
      busy={isPending}
      maxWidth="md"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        <Typography variant="subtitle2">Customer</Typography>
        <CustomerFields draft={draft} errors={errors} set={set} />

        <Divider />
        <Typography variant="subtitle2">When and where</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            select
            label="Instance"
            value={draft.instanceId}
            onChange={(event) => set({ instanceId: event.target.value })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">Any free instance</MenuItem>
            {active.map((instance) => (
              <MenuItem key={instance.id} value={instance.id}>
                {instance.label}
              </MenuItem>
            ))}
          </TextField>
          {space.billingCycle === 'daily' ? (
            <TextField
              label="Dates"
              value={datesText}
              onChange={(event) => {
                setDatesText(event.target.value);
                set({ dates: event.target.value.split(/[\s,]+/).filter(Boolean) });
              }}
              error={Boolean(errors.dates)}
              helperText={errors.dates ?? 'YYYY-MM-DD, separated by commas (up to 10)'}
              fullWidth
            />
          ) : (
            <TextField
              type="date"
              label={space.billingCycle === 'monthly' ? 'Start date' : 'Date'}
              value={date}
              onChange={(event) => set({ dates: event.target.value ? [event.target.value] : [], slots: [] })}
              error={Boolean(errors.dates)}
              helperText={errors.dates}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        </Stack>
        {hourly && (
          <Stack spacing={0.5}>
            <Typography variant="body2" color={errors.slots ? 'error' : 'text.secondary'}>
              {errors.slots ?? 'Time slots (2 hours each); taken ones are struck through'}
            </Typography>
            <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }} aria-label="Time slots">
              {offered.map((slot) => {
                const chosen = draft.slots.includes(slot);
                const free = slotIsFree(
                  dayAssignments.data ?? [],
                  active.map((instance) => instance.id),
                  draft.instanceId,
                  date,
                  slot,
                );
                return (
                  <Chip
                    key={slot}
                    label={slot}
                    aria-label={`${slot}${free ? '' : ' (taken)'}`}
                    aria-pressed={chosen}
                    color={chosen ? (free ? 'primary' : 'error') : 'default'}
                    variant={chosen ? 'filled' : 'outlined'}
                    sx={free ? undefined : { textDecoration: 'line-through' }}
                    onClick={() =>
                      set({
                        slots: chosen ? draft.slots.filter((s) => s !== slot) : [...draft.slots, slot].sort(),
                      })
                    }
                  />
                );
              })}
            </Stack>
          </Stack>
        )}
        <TextField
          label="Notes (optional)"
          value={draft.notes}
          onChange={(event) => set({ notes: event.target.value })}
          multiline
          minRows={2}
        />

        <Divider />
        <Typography variant="subtitle2">Price</Typography>
        {canGiveAway && draft.paymentKind !== 'complimentary' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              select
              label="Discount"
              value={draft.discountKind}
              onChange={(event) => set({ discountKind: event.target.value as StaffBookingDraft['discountKind'] })}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">None</MenuItem>
              <MenuItem value="cents">Amount (KES)</MenuItem>
              <MenuItem value="percent">Percent</MenuItem>
            </TextField>
            {draft.discountKind && (
              <>
                <TextField
                  label={draft.discountKind === 'percent' ? 'Discount (%)' : 'Discount (KES)'}
                  value={draft.discountValue}
                  onChange={(event) => set({ discountValue: event.target.value })}
                  error={Boolean(errors.discountValue)}
                  helperText={errors.discountValue}
                  inputMode="decimal"
                />
                <TextField
                  label="Reason for the discount"
                  value={draft.discountReason}
                  onChange={(event) => set({ discountReason: event.target.value })}
                  error={Boolean(errors.discountReason)}
                  helperText={errors.discountReason}
                  fullWidth
                />
              </>
            )}
          </Stack>
        )}
        {quote.error ? (
          <Alert severity="warning">{quote.error}</Alert>
        ) : quote.value ? (
          <Typography aria-label="Price">
            {formatCents(quote.value.priceCents)}
            {quote.value.discountCents > 0 && draft.paymentKind !== 'complimentary'
              ? ` − ${formatCents(quote.value.discountCents)} discount`
              : ''}
            {' = '}
            <strong>{formatCents(total ?? 0)}</strong>
          </Typography>
        ) : (
          <Typography color="text.secondary">Choose the dates{hourly ? ' and slots' : ''} to see the price.</Typography>
        )}

        <Divider />
        <Typography variant="subtitle2">Payment</Typography>
        <RadioGroup
          row
          value={draft.paymentKind}
          onChange={(event) => set({ paymentKind: event.target.value as StaffBookingDraft['paymentKind'] })}
          aria-label="Payment"
        >
          {kinds.map((kind) => (
            <FormControlLabel key={kind} value={kind} control={<Radio />} label={PAYMENT_KIND_LABELS[kind]} />
          ))}
        </RadioGroup>
        {draft.paymentKind === 'mpesa' && (
          <TextField
            label="M-Pesa transaction code"
            value={draft.mpesaCode}
            onChange={(event) => set({ mpesaCode: event.target.value.toUpperCase() })}
            error={Boolean(errors.mpesaCode)}
            helperText={errors.mpesaCode ?? '10 letters and digits from the customer’s SMS, e.g. QGH4K2L9PZ'}
            slotProps={{ htmlInput: { maxLength: 14, autoCapitalize: 'characters' } }}
          />
        )}
        {draft.paymentKind === 'bank_transfer' && (
          <TextField
            label="Bank reference"
            value={draft.bankReference}
            onChange={(event) => set({ bankReference: event.target.value })}
            error={Boolean(errors.bankReference)}
            helperText={errors.bankReference}
          />
        )}
        {draft.paymentKind === 'complimentary' && (
          <TextField
            label="Why it is complimentary"
            value={draft.complimentaryReason}
            onChange={(event) => set({ complimentaryReason: event.target.value })}
            error={Boolean(errors.complimentaryReason)}
            helperText={errors.complimentaryReason}
          />
        )}
        {draft.paymentKind === 'pay_link' && (
          <Typography variant="body2" color="text.secondary">
            The customer is e-mailed a Paystack checkout (M-Pesa or card). The slot is held for{' '}
            {quote.value?.holdMinutes ?? 15} minutes; unpaid, it is released.
          </Typography>
        )}
      </Stack>
    </FormDialog>
  );
}
