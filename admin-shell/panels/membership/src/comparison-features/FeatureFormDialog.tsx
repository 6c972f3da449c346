import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { FormCheckbox, FormTextField, resolverFrom, useCreateRecord, useUpdateRecord, type ComparisonFeature } from 'admin-kit';
import { useForm } from 'react-hook-form';
import { featureBody, featureFormValues, validateFeatureForm, type FeatureFormValues } from './feature-form';

/** Create/Edit Comparison Feature (a row of the matrix). Failures show fixed texts (spec section 8). */
export function FeatureFormDialog({ feature, onClose }: { feature?: ComparisonFeature; onClose: () => void }) {
  const { control, handleSubmit } = useForm<FeatureFormValues>({ defaultValues: featureFormValues(feature), resolver: resolverFrom(validateFeatureForm) });
  const create = useCreateRecord('comparison-features', { success: 'Comparison feature created successfully', failure: { fixed: 'Failed to create comparison feature' }, onSuccess: onClose });
  const update = useUpdateRecord('comparison-features', { success: 'Comparison feature updated successfully', failure: { fixed: 'Failed to update comparison feature' }, onSuccess: onClose });
  const busy = create.isPending || update.isPending;

  const submit = handleSubmit((values) => {
    const body = featureBody(values);
    if (feature) update.mutate({ id: feature.id, body });
    else create.mutate(body);
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="feature-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="feature-form-title">{feature ? 'Edit Comparison Feature' : 'Create Comparison Feature'}</DialogTitle>
        <DialogContent>
          <FormTextField control={control} name="name" label="Name" required autoFocus />
          <FormTextField control={control} name="displayOrder" label="Display order" type="number" helperText="Blank: after the last feature" />
          <FormCheckbox control={control} name="isActive" label="Active" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : feature ? 'Update Feature' : 'Create Feature'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
