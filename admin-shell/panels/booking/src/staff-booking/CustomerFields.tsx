import { Autocomplete, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useAllowed, useDebouncedValue, type User } from 'admin-kit';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { DraftErrors, StaffBookingDraft } from './staff-booking-form';

/** Who the booking is for: an existing customer found by name or e-mail, or a new one. */
export function CustomerFields({
  draft,
  errors,
  set,
}: {
  draft: StaffBookingDraft;
  errors: DraftErrors;
  set: (patch: Partial<StaffBookingDraft>) => void;
}) {
  const canSearch = useAllowed('users', 'view');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const users = useGetList<User>(
    'users',
    { pagination: { page: 1, perPage: 10 }, filter: q ? { q } : {} },
    { enabled: canSearch && draft.customerMode === 'existing' },
  );
  return (
    <Stack spacing={1}>
      {canSearch && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={draft.customerMode}
          onChange={(_, mode: StaffBookingDraft['customerMode'] | null) => mode && set({ customerMode: mode })}
          aria-label="Customer"
        >
          <ToggleButton value="new">New customer</ToggleButton>
          <ToggleButton value="existing">Existing customer</ToggleButton>
        </ToggleButtonGroup>
      )}
      {draft.customerMode === 'existing' ? (
        <Autocomplete
          options={users.data ?? []}
          loading={users.isPending}
          filterOptions={(options) => options}
          getOptionLabel={(user) =>
            `${[user.firstName, user.lastName].filter(Boolean).join(' ') || user.username} · ${user.email}`
          }
          onInputChange={(_, value) => setSearch(value)}
          onChange={(_, user) => set({ userId: user?.id ?? '' })}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Search customers"
              error={Boolean(errors.userId)}
              helperText={errors.userId ?? 'Name or e-mail'}
            />
          )}
        />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              label="First name"
              value={draft.firstName}
              onChange={(event) => set({ firstName: event.target.value })}
              error={Boolean(errors.firstName)}
              helperText={errors.firstName}
              fullWidth
            />
            <TextField
              label="Last name"
              value={draft.lastName}
              onChange={(event) => set({ lastName: event.target.value })}
              error={Boolean(errors.lastName)}
              helperText={errors.lastName}
              fullWidth
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              label="Email"
              type="email"
              value={draft.email}
              onChange={(event) => set({ email: event.target.value })}
              error={Boolean(errors.email)}
              helperText={errors.email}
              fullWidth
            />
            <TextField
              label="Phone (optional)"
              value={draft.phone}
              onChange={(event) => set({ phone: event.target.value })}
              fullWidth
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}
