import {
  FormCheckbox,
  FormDialog,
  FormTextField,
  resolverFrom,
  useCreateOrUpdate,
  type ComparisonFeature,
  type ComparisonFeatureBody,
} from 'admin-kit';
import { useForm } from 'react-hook-form';
import { featureBody, featureFormValues, validateFeatureForm, type FeatureFormValues } from './feature-form';

/** Create/Edit Comparison Feature (a row of the matrix). Failures show fixed texts (spec section 8). */
export function FeatureFormDialog({ feature, onClose }: { feature?: ComparisonFeature; onClose: () => void }) {
  const { control, handleSubmit } = useForm<FeatureFormValues>({
    defaultValues: featureFormValues(feature),
    resolver: resolverFrom(validateFeatureForm),
  });
  const { save, busy } = useCreateOrUpdate<ComparisonFeatureBody>('comparison-features', feature, {
    created: 'Comparison feature created successfully',
    updated: 'Comparison feature updated successfully',
    createFailure: { fixed: 'Failed to create comparison feature' },
    updateFailure: { fixed: 'Failed to update comparison feature' },
    onSuccess: onClose,
  });

  return (
    <FormDialog
      title={feature ? 'Edit Comparison Feature' : 'Create Comparison Feature'}
      submitLabel={feature ? 'Update Feature' : 'Create Feature'}
      busy={busy}
      maxWidth="xs"
      onSubmit={handleSubmit((values) => save(featureBody(values)))}
      onClose={onClose}
    >
      <FormTextField control={control} name="name" label="Name" required autoFocus />
      <FormTextField
        control={control}
        name="displayOrder"
        label="Display order"
        type="number"
        helperText="Blank: after the last feature"
      />
      <FormCheckbox control={control} name="isActive" label="Active" />
    </FormDialog>
  );
}
