import { Box, CardContent, Chip, Stack, Typography } from '@mui/material';
import {
  isAdminHttpError,
  ListInput,
  resolverFrom,
  SettingsCard,
  SettingsFormActions,
  useAllowed,
  type StaffNotificationsRecord,
} from 'admin-kit';
import { Controller, useForm } from 'react-hook-form';
import {
  STAFF_NOTICE_KINDS,
  STAFF_NOTICE_LABELS,
  staffNotificationsBody,
  staffNotificationsFieldErrors,
  staffNotificationsFormValues,
  validateStaffNotificationsForm,
  type StaffNotificationsFormValues,
} from './staff-notifications-form';
import { useSaveStaffNotifications, useStaffNotifications } from './use-staff-notifications';

/** A kind's addresses as chips, or the default address that gets it while none are chosen. */
function ReadOnlyAddresses({ addresses, defaultAddress }: { addresses: string[]; defaultAddress: string }) {
  if (addresses.length === 0) return <Typography color="text.secondary">Default: {defaultAddress}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {addresses.map((address) => (
        <Chip key={address} label={address} />
      ))}
    </Stack>
  );
}

function StaffNotificationsForm({ settings, editable }: { settings: StaffNotificationsRecord; editable: boolean }) {
  const { control, handleSubmit, reset, setError, formState } = useForm<StaffNotificationsFormValues>({
    defaultValues: staffNotificationsFormValues(settings),
    resolver: resolverFrom(validateStaffNotificationsForm),
  });
  const save = useSaveStaffNotifications();
  const submit = handleSubmit((values) =>
    save.save(staffNotificationsBody(values), settings, {
      onSuccess: (saved) => reset(staffNotificationsFormValues(saved)),
      onError: (error) => {
        if (!isAdminHttpError(error)) return;
        for (const [kind, message] of staffNotificationsFieldErrors(error.body.errors)) setError(kind, { message });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Staff notifications">
      <CardContent>
        <Stack spacing={2}>
          {STAFF_NOTICE_KINDS.map((kind) => (
            <Controller
              key={kind}
              control={control}
              name={kind}
              render={({ field, fieldState }) => (
                <Box role="group" aria-label={STAFF_NOTICE_LABELS[kind]}>
                  {editable ? (
                    <ListInput
                      label={STAFF_NOTICE_LABELS[kind]}
                      placeholder="Add an address and press Enter"
                      value={field.value}
                      onChange={field.onChange}
                    />
                  ) : (
                    <>
                      <Typography variant="subtitle2">{STAFF_NOTICE_LABELS[kind]}</Typography>
                      <ReadOnlyAddresses addresses={field.value} defaultAddress={settings.defaultAddress} />
                    </>
                  )}
                  {editable && field.value.length === 0 && (
                    <Typography variant="body2" color="text.secondary">
                      Default: {settings.defaultAddress}
                    </Typography>
                  )}
                  {fieldState.error && (
                    <Typography variant="body2" color="error" role="alert">
                      {fieldState.error.message}
                    </Typography>
                  )}
                </Box>
              )}
            />
          ))}
        </Stack>
      </CardContent>
      {editable && <SettingsFormActions dirty={formState.isDirty} saving={save.isPending} onDiscard={() => reset()} />}
    </form>
  );
}

/**
 * Who on staff is e-mailed about each kind of event (tours, paid bookings, applications...); a kind without
 * addresses goes to the default address (STAFF_EMAIL). Editable with staffNotifications.edit, read-only otherwise.
 */
export function StaffNotificationsCard() {
  const settings = useStaffNotifications();
  const editable = useAllowed('staffNotifications', 'edit');
  return (
    <SettingsCard
      title="Staff Notifications"
      subheader={
        editable
          ? 'Who is e-mailed about each kind of event; staff e-mails written from now on use these'
          : 'Only administrators with staff notification access can change these'
      }
      query={settings}
      skeletonRows={4}
    >
      {(record) => <StaffNotificationsForm settings={record} editable={editable} />}
    </SettingsCard>
  );
}
