import { Alert, MenuItem, TextField, Typography } from '@mui/material';
import { FormDialog, LoadError, WHOLE_LIST, type AdminSpace, type SpaceInstance } from 'admin-kit';
import { useState } from 'react';
import { useGetList, useGetManyReference } from 'react-admin';
import { StaffBookingDialog } from '../staff-booking/StaffBookingDialog';
import { dayPassSpaces } from './check-in-rules';

/** The staff booking of one day of one space for a walk-in, with its payment (cash, M-Pesa, card link…). */
function DayPassBooking({ space, date, onClose }: { space: AdminSpace; date: string; onClose: () => void }) {
  const instances = useGetManyReference<SpaceInstance>('space-instances', {
    target: 'spaceId',
    id: space.id,
    ...WHOLE_LIST,
  });
  return (
    <StaffBookingDialog
      space={space}
      // While they load the dialog offers "Any free instance", which the server resolves.
      instances={instances.data ?? []}
      selection={{ instanceId: '', dates: [date], slots: [] }}
      onClose={onClose}
    />
  );
}

/**
 * Sell a day pass: a walk-in is a staff booking of today on a daily-billed space (desks first), paid at the desk like
 * any staff booking. With one such space the booking opens at once; with several, staff pick the space first.
 */
export function SellDayPassDialog({ today, onClose }: { today: string; onClose: () => void }) {
  const spaces = useGetList<AdminSpace>('spaces', WHOLE_LIST);
  const choices = dayPassSpaces(spaces.data ?? []);
  const [picked, setPicked] = useState('');
  const [chosen, setChosen] = useState<AdminSpace | null>(null);
  const only = choices.length === 1 ? choices[0]! : null;
  const space = chosen ?? only;
  if (space) return <DayPassBooking space={space} date={today} onClose={onClose} />;

  const selected = picked || choices[0]?.id || '';
  return (
    <FormDialog
      title="Sell a day pass"
      submitLabel="Continue"
      busy={false}
      submitDisabled={!selected}
      onSubmit={(event) => {
        event.preventDefault();
        setChosen(choices.find((choice) => choice.id === selected) ?? null);
      }}
      onClose={onClose}
    >
      {spaces.isError ? (
        <LoadError error={spaces.error} onRetry={() => void spaces.refetch()} />
      ) : spaces.isPending ? (
        <Typography role="status">Loading the spaces…</Typography>
      ) : choices.length === 0 ? (
        <Alert severity="info">
          No active space is booked by the day. Add or activate a hot desk in the Spaces tab to sell day passes.
        </Alert>
      ) : (
        <TextField
          select
          fullWidth
          margin="dense"
          label="Space"
          value={selected}
          onChange={(event) => setPicked(event.target.value)}
          helperText="For today, paid like any staff booking; the customer is e-mailed the confirmation with a check-in code"
        >
          {choices.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}
