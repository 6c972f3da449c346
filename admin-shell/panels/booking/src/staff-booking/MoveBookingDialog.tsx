import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  FormDialog,
  messageOf,
  slotStartsFor,
  useProviderCommand,
  type AdminBooking,
  type AdminSpace,
  type MoveBookingBody,
  type SpaceInstance,
} from 'admin-kit';
import { useState, type FormEvent } from 'react';
import { useRefresh } from 'react-admin';
import type { MoveTarget } from './staff-booking-form';

interface MoveBookingDialogProps {
  booking: AdminBooking;
  space: AdminSpace;
  instances: readonly SpaceInstance[];
  /** The instance the booking holds now, if any. */
  currentInstanceId: string | null;
  /** Where the booking was dropped on the calendar, to start from; null starts from where it is. */
  target?: MoveTarget | null;
  onClose: () => void;
}

/** What changes: only the fields staff changed are sent. */
export function moveBodyOf(
  booking: Pick<AdminBooking, 'date' | 'time'>,
  currentInstanceId: string | null,
  target: { instanceId: string; date: string; time: string },
): MoveBookingBody {
  return {
    ...(target.instanceId && target.instanceId !== currentInstanceId ? { instanceId: target.instanceId } : {}),
    ...(target.date !== booking.date ? { date: target.date } : {}),
    ...(/^\d/.test(booking.time) && target.time !== booking.time ? { time: target.time } : {}),
  };
}

/**
 * Move a booking to another instance and/or slot. The server re-checks availability and frees the old slot only when
 * the new one is taken; a refusal names the booking holding the slot. The price and payment stay as they are.
 */
export function MoveBookingDialog({
  booking,
  space,
  instances,
  currentInstanceId,
  target = null,
  onClose,
}: MoveBookingDialogProps) {
  const [instanceId, setInstanceId] = useState(target?.instanceId ?? currentInstanceId ?? '');
  const [date, setDate] = useState(target?.date ?? booking.date);
  const [time, setTime] = useState(target?.time && /^\d/.test(booking.time) ? target.time : booking.time);
  const [serverError, setServerError] = useState<string | null>(null);
  const refresh = useRefresh();
  const hourly = /^\d/.test(booking.time);
  const body = moveBodyOf(booking, currentInstanceId, { instanceId, date, time });
  const { call, isPending } = useProviderCommand(
    (dataProvider, variables: MoveBookingBody) =>
      dataProvider.moveBooking(booking.id, variables).catch((error: unknown) => {
        // The server's refusal names the booking holding the slot: it stays in view after the toast.
        setServerError(messageOf(error, 'Failed to move booking'));
        throw error;
      }),
    {
      success: 'Booking moved',
      failure: 'Failed to move booking',
      onSuccess: () => {
        refresh();
        onClose();
      },
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    void call(body);
  };

  return (
    <FormDialog
      title={`Move booking — ${space.name}`}
      submitLabel="Move booking"
      busyLabel="Moving..."
      busy={isPending}
      submitDisabled={Object.keys(body).length === 0}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography color="text.secondary">
          {[booking.userFirstName, booking.lastName].filter(Boolean).join(' ') || 'Booking'} · {booking.date} ·{' '}
          {booking.time}. The price and payment stay as they are.
        </Typography>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <TextField select label="Instance" value={instanceId} onChange={(event) => setInstanceId(event.target.value)}>
          {instances
            .filter((instance) => instance.isActive || instance.id === currentInstanceId)
            .map((instance) => (
              <MenuItem key={instance.id} value={instance.id}>
                {instance.label}
              </MenuItem>
            ))}
        </TextField>
        <TextField
          type="date"
          label="Date"
          value={date}
          onChange={(event) => event.target.value && setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {hourly && (
          <TextField select label="Time" value={time} onChange={(event) => setTime(event.target.value)}>
            {slotStartsFor(date).map((slot) => (
              <MenuItem key={slot} value={slot}>
                {slot}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
    </FormDialog>
  );
}
