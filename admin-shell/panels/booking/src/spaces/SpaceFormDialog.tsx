import { FormHelperText, Grid } from '@mui/material';
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
  type AdminSpace,
  type SpaceBody,
} from 'admin-kit';
import { Controller, useForm } from 'react-hook-form';
import { BILLING_CYCLES } from 'admin-kit/rules';
import { FORM_SPACE_TYPES, spaceBody, spaceFormValues, validateSpaceForm, type SpaceFormValues } from './space-form';

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
  const { save, busy } = useCreateOrUpdate<SpaceBody>('spaces', space, {
    created: 'Workspace space created successfully',
    updated: 'Workspace space updated successfully',
    createFailure: 'Failed to create space',
    updateFailure: 'Failed to update space',
    onSuccess: onClose,
  });
  // An existing space may have a type the form does not offer (dedicated-desk): keep it choosable.
  const types = space && !FORM_SPACE_TYPES.includes(space.type) ? [...FORM_SPACE_TYPES, space.type] : FORM_SPACE_TYPES;

  return (
    <FormDialog
      title={space ? 'Edit Workspace Space' : 'Create Workspace Space'}
      submitLabel={space ? 'Update Space' : 'Create Space'}
      busy={busy}
      maxWidth="md"
      onSubmit={handleSubmit((values) => save(spaceBody(values)))}
      onClose={onClose}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="name" label="Name" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="type"
            label="Type"
            choices={types.map((type) => ({ value: type, label: humanize(type) }))}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="capacity"
            label="Capacity (people)"
            type="number"
            slotProps={{ htmlInput: { min: 1 } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="availabilityCapacity"
            label="Instances"
            type="number"
            slotProps={{ htmlInput: { min: 1 } }}
            helperText="How many can be booked at once"
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="number"
            label="Number"
            type="number"
            helperText="Blank: assigned automatically"
          />
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
          <FormTextField control={control} name="rate" label="Rate (KES)" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="billingCycle"
            label="Billing cycle"
            choices={BILLING_CYCLES.map((cycle) => ({ value: cycle, label: humanize(cycle) }))}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="imageUrl" label="Image URL" type="url" />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="amenities"
            render={({ field }) => (
              <ListInput label="Amenities" placeholder="Add an amenity" value={field.value} onChange={field.onChange} />
            )}
          />
        </Grid>
        <Grid size={12}>
          <ActiveAvailableFields control={control} activeName="isActive" availableName="isAvailable" />
          <FormCheckbox control={control} name="featured" label="Featured" />
          {formState.errors.isAvailable && (
            <FormHelperText error>{formState.errors.isAvailable.message}</FormHelperText>
          )}
        </Grid>
      </Grid>
    </FormDialog>
  );
}
