import { CardContent, Grid, Typography } from '@mui/material';
import {
  FormCheckbox,
  FormTextField,
  isAdminHttpError,
  resolverFrom,
  SettingsCard,
  SettingsFormActions,
  useAllowed,
} from 'admin-kit';
import { useForm } from 'react-hook-form';
import {
  businessSettingsBody,
  businessSettingsFormValues,
  settingsFieldErrors,
  validateBusinessSettingsForm,
  type BusinessSettingsFormValues,
} from './business-settings-form';
import type { BusinessSettingsRecord } from 'admin-kit';
import { useBusinessSettings, useSaveBusinessSettings } from './use-payments';

/** The cancellation policy's three notice periods, in the units the server keeps them. */
const NOTICE_FIELDS = [
  { name: 'hourlyHoursBefore', label: 'Hours before an hourly booking' },
  { name: 'dailyHoursBefore', label: 'Hours before a day pass' },
  { name: 'monthlyDaysBefore', label: 'Days before a monthly booking' },
] as const;

function BusinessSettingsForm({ settings, editable }: { settings: BusinessSettingsRecord; editable: boolean }) {
  const { control, handleSubmit, reset, setError, formState } = useForm<BusinessSettingsFormValues>({
    defaultValues: businessSettingsFormValues(settings),
    resolver: resolverFrom(validateBusinessSettingsForm),
  });
  const save = useSaveBusinessSettings();
  const disabled = !editable || save.isPending;
  const submit = handleSubmit((values) =>
    save.save(businessSettingsBody(values), settings, {
      onSuccess: (saved) => reset(businessSettingsFormValues(saved)),
      onError: (error) => {
        if (!isAdminHttpError(error)) return;
        for (const [field, message] of settingsFieldErrors(error.body.errors)) setError(field, { message });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Business settings">
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="businessName" label="Business name" required disabled={disabled} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="kraPin"
              label="KRA PIN"
              disabled={disabled}
              helperText="On every receipt; blank if none"
            />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="address" label="Address" required disabled={disabled} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
            <FormCheckbox control={control} name="vatRegistered" label="VAT registered" disabled={disabled} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="vatRatePercent"
              label="VAT rate (%)"
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              helperText="Prices include VAT; receipts split it out"
            />
          </Grid>
          <Grid size={12}>
            <Typography variant="subtitle2" component="h4">
              Free cancellation, with a full refund, up to
            </Typography>
          </Grid>
          {NOTICE_FIELDS.map(({ name, label }) => (
            <Grid key={name} size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={control}
                name={name}
                label={label}
                disabled={disabled}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="membershipGraceDays"
              label="Membership grace period (days)"
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              helperText="How long an unpaid renewal keeps access before the membership expires"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="bookAheadDays"
              label="Book ahead (days)"
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              helperText="How far ahead bookings, tours and memberships may start (the storefront calendar follows)"
            />
          </Grid>
        </Grid>
      </CardContent>
      {editable && (
        <SettingsFormActions
          dirty={formState.isDirty}
          saving={save.isPending}
          onDiscard={() => reset()}
          saveLabel="Save settings"
        />
      )}
    </form>
  );
}

/**
 * Receipt details, VAT, the cancellation policy, the membership grace period and the book-ahead limit: editable with
 * payments.edit, read-only otherwise.
 */
export function BusinessSettingsCard() {
  const settings = useBusinessSettings();
  const editable = useAllowed('payments', 'edit');
  return (
    <SettingsCard
      title="Business Settings"
      subheader={
        editable
          ? 'New receipts and bookings use these; documents already issued keep theirs'
          : 'Only administrators with payment settings access can change these'
      }
      query={settings}
      skeletonRows={3}
    >
      {(record) => <BusinessSettingsForm settings={record} editable={editable} />}
    </SettingsCard>
  );
}
