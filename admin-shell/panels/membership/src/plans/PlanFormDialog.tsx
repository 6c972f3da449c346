import { FormHelperText, Grid, Typography } from '@mui/material';
import {
  ActiveAvailableFields,
  FormCheckbox,
  FormDialog,
  FormSelect,
  FormTextField,
  humanize,
  ListInput,
  resolverFrom,
  useCreateOrUpdate,
  type MembershipPlan,
  type MembershipPlanBody,
} from 'admin-kit';
import { MAX_ALLOWANCE_PER_PERIOD } from 'admin-kit/rules';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { perPeriod, PLAN_PERIODS, planBody, planFormValues, validatePlanForm, type PlanFormValues } from './plan-form';

interface PlanFormDialogProps {
  plan?: MembershipPlan;
  onClose: () => void;
}

/** Create/Edit Membership Plan. */
export function PlanFormDialog({ plan, onClose }: PlanFormDialogProps) {
  const { control, handleSubmit, formState } = useForm<PlanFormValues>({
    defaultValues: planFormValues(plan),
    resolver: resolverFrom(validatePlanForm),
  });
  const unlimitedDeskDays = useWatch({ control, name: 'unlimitedDeskDays' });
  const period = useWatch({ control, name: 'period' });
  const perPlanPeriod = `per ${perPeriod(period)}`;
  const { save, busy } = useCreateOrUpdate<MembershipPlanBody>('membership-plans', plan, {
    created: 'Membership plan created successfully',
    updated: 'Membership plan updated successfully',
    createFailure: 'Failed to create membership plan',
    updateFailure: 'Failed to update membership plan',
    onSuccess: onClose,
  });

  return (
    <FormDialog
      title={plan ? 'Edit Membership Plan' : 'Create Membership Plan'}
      submitLabel={plan ? 'Update Plan' : 'Create Plan'}
      busy={busy}
      maxWidth="md"
      onSubmit={handleSubmit((values) => save(planBody(values)))}
      onClose={onClose}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="name" label="Name" required />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField control={control} name="price" label="Price (KES)" required />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormSelect
            control={control}
            name="period"
            label="Period"
            choices={PLAN_PERIODS.map((period) => ({ value: period, label: humanize(period) }))}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField control={control} name="number" label="Plan number" type="number" helperText="Blank: none" />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="displayOrder"
            label="Display order"
            type="number"
            helperText="Blank: after the last"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="promoText" label="Promo text" />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="features"
            render={({ field }) => (
              <ListInput label="Features" placeholder="Add a feature" value={field.value} onChange={field.onChange} />
            )}
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            Included each period
          </Typography>
          <Typography variant="body2" color="text.secondary">
            What a member may book without paying, starting full each period (nothing rolls over). Desk days are hot
            desk and dedicated desk days; meeting-room hours count meeting rooms and phone booths. Blank means none. An
            additional solution (an add-on) gives no allowance.
          </Typography>
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="deskDaysPerPeriod"
            label="Desk days"
            type="number"
            disabled={unlimitedDeskDays}
            helperText={unlimitedDeskDays ? 'Unlimited' : perPlanPeriod}
            slotProps={{ htmlInput: { min: 0, max: MAX_ALLOWANCE_PER_PERIOD, step: 1 } }}
          />
          <FormCheckbox control={control} name="unlimitedDeskDays" label="Unlimited desk days" />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="meetingRoomHoursPerPeriod"
            label="Meeting-room hours"
            type="number"
            helperText={perPlanPeriod}
            slotProps={{ htmlInput: { min: 0, max: MAX_ALLOWANCE_PER_PERIOD, step: 1 } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="guestPassesPerPeriod"
            label="Guest passes"
            type="number"
            helperText={perPlanPeriod}
            slotProps={{ htmlInput: { min: 0, max: MAX_ALLOWANCE_PER_PERIOD, step: 1 } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="memberDiscountPercent"
            label="Member discount (%)"
            type="number"
            helperText="Off paid bookings beyond the allowance"
            slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
          />
        </Grid>
        <Grid size={12}>
          <ActiveAvailableFields control={control} activeName="isActive" availableName="isAvailable" />
          <FormCheckbox control={control} name="popular" label="Popular" />
          <FormCheckbox control={control} name="isAdditional" label="Additional solution" />
          {formState.errors.isAvailable && (
            <FormHelperText error>{formState.errors.isAvailable.message}</FormHelperText>
          )}
        </Grid>
      </Grid>
    </FormDialog>
  );
}
