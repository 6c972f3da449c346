import {
  FormCheckbox,
  FormDialog,
  FormTextField,
  resolverFrom,
  useCreateRecord,
  useUpdateRecord,
  type SpaceInstance,
} from 'admin-kit';
import { useForm } from 'react-hook-form';
import { validateInstanceForm, type InstanceFormValues } from './instance-form';

interface InstanceFormDialogProps {
  spaceId: string;
  /** The instance to edit; none to add one. */
  instance?: SpaceInstance;
  onClose: () => void;
}

/** Create/Edit Space Instance: a label and whether new bookings may be assigned to it. */
export function InstanceFormDialog({ spaceId, instance, onClose }: InstanceFormDialogProps) {
  const { control, handleSubmit } = useForm<InstanceFormValues>({
    defaultValues: { label: instance?.label ?? '', isActive: instance?.isActive ?? true },
    resolver: resolverFrom(validateInstanceForm),
  });
  // Adding an instance raises the space's capacity, so the space list is refreshed too.
  const create = useCreateRecord('space-instances', {
    success: 'Space instance created successfully',
    failure: 'Failed to create space instance',
    onSuccess: onClose,
    refreshes: ['spaces'],
  });
  const update = useUpdateRecord('space-instances', {
    success: 'Space instance updated successfully',
    failure: 'Failed to update space instance',
    onSuccess: onClose,
  });

  const submit = handleSubmit(({ label, isActive }) => {
    if (instance) update.mutate({ id: instance.id, body: { label: label.trim(), isActive } });
    else create.mutate({ spaceId, label: label.trim(), isActive });
  });

  return (
    <FormDialog
      title={instance ? 'Edit Space Instance' : 'Create Space Instance'}
      submitLabel={instance ? 'Update Instance' : 'Create Instance'}
      busy={create.isPending || update.isPending}
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField control={control} name="label" label="Label" required placeholder="Desk 4" autoFocus />
      <FormCheckbox control={control} name="isActive" label="Active (can be assigned to new bookings)" />
    </FormDialog>
  );
}
