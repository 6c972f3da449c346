import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormHelperText, Grid } from '@mui/material';
import {
  ActiveAvailableFields,
  FormCheckbox,
  FormSelect,
  FormTextField,
  humanize,
  ListInput,
  resolverFrom,
  useCreateRecord,
  useUpdateRecord,
  type AdminSpace,
} from 'admin-kit';
import { Controller, useForm } from 'react-hook-form';
import { BILLING_CYCLES, FORM_SPACE_TYPES, spaceBody, spaceFormValues, validateSpaceForm, type SpaceFormValues } from './space-form';

interface SpaceFormDialogProps {
  /** The space to edit; none to create one. */
  space?: AdminSpace;
  onClose: () => void;
}

/** Create/Edit Workspace Space. */
export function SpaceFormDialog({ space, onClose }: SpaceFormDialogProps) {
  const { control, handleSubmit, formState } = useForm<SpaceFormValues>({
    defaultValues: spaceFormValues(space),
    resolver: resolverFrom(validateSpaceForm),
  });
  const create = useCreateRecord('spaces', { success: 'Workspace space created successfully', failure: 'Failed to create space', onSuccess: onClose });
  const update = useUpdateRecord('spaces', { success: 'Workspace space updated successfully', failure: 'Failed to update space', onSuccess: onClose });
  const busy = create.isPending || update.isPending;
  // An existing space may have a type the form does not offer (dedicated-desk): keep it choosable.
  const types = space && !FORM_SPACE_TYPES.includes(space.type) ? [...FORM_SPACE_TYPES, space.type] : FORM_SPACE_TYPES;

  const submit = handleSubmit((values) => {
    const body = spaceBody(values);
    if (space) update.mutate({ id: space.id, body });
    else create.mutate(body);
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="space-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="space-form-title">{space ? 'Edit Workspace Space' : 'Create Workspace Space'}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="name" label="Name" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect control={control} name="type" label="Type" choices={types.map((type) => ({ value: type, label: humanize(type) }))} />
            </Grid>
            <Grid size={12}>
              <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <FormTextField control={control} name="capacity" label="Capacity (people)" type="number" slotProps={{ htmlInput: { min: 1 } }} />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <FormTextField control={control} name="availabilityCapacity" label="Instances" type="number" slotProps={{ htmlInput: { min: 1 } }} helperText="How many can be booked at once" />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <FormTextField control={control} name="number" label="Number" type="number" helperText="Blank: assigned automatically" />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <FormTextField control={control} name="displayOrder" label="Display order" type="number" helperText="Blank: after the last" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="rate" label="Rate (KES)" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect control={control} name="billingCycle" label="Billing cycle" choices={BILLING_CYCLES.map((cycle) => ({ value: cycle, label: humanize(cycle) }))} />
            </Grid>
            <Grid size={12}>
              <FormTextField control={control} name="imageUrl" label="Image URL" type="url" />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="amenities"
                render={({ field }) => <ListInput label="Amenities" placeholder="Add an amenity" value={field.value} onChange={field.onChange} />}
              />
            </Grid>
            <Grid size={12}>
              <ActiveAvailableFields control={control} activeName="isActive" availableName="isAvailable" />
              <FormCheckbox control={control} name="featured" label="Featured" />
              {formState.errors.isAvailable && <FormHelperText error>{formState.errors.isAvailable.message}</FormHelperText>}
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : space ? 'Update Space' : 'Create Space'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
