import {
  FormCheckbox,
  FormDialog,
  FormTextField,
  resolverFrom,
  useOutcomeToasts,
  type CreateSpaceInstanceBody,
  type SpaceInstance,
} from 'admin-kit';
import { useCreate, useRefresh, useUpdate } from 'react-admin';
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
  const toasts = useOutcomeToasts();
  const [create, creating] = useCreate<CreateSpaceInstanceBody, unknown, SpaceInstance>();
  const [update, updating] = useUpdate<SpaceInstance>();
  // Adding an instance raises the space's capacity, so the spaces are read again too.
  const refresh = useRefresh();

  const submit = handleSubmit(({ label, isActive }) => {
    if (instance)
      update(
        'space-instances',
        { id: instance.id, data: { label: label.trim(), isActive }, previousData: instance },
        toasts({
          success: 'Space instance updated successfully',
          failure: 'Failed to update space instance',
          onSuccess: onClose,
        }),
      );
    else
      create(
        'space-instances',
        { data: { spaceId, label: label.trim(), isActive } },
        toasts({
          success: 'Space instance created successfully',
          failure: 'Failed to create space instance',
          onSuccess: () => {
            onClose();
            refresh();
          },
        }),
      );
  });

  return (
    <FormDialog
      title={instance ? 'Edit Space Instance' : 'Create Space Instance'}
      submitLabel={instance ? 'Update Instance' : 'Create Instance'}
      busy={creating.isPending || updating.isPending}
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField control={control} name="label" label="Label" required placeholder="Desk 4" autoFocus />
      <FormCheckbox control={control} name="isActive" label="Active (can be assigned to new bookings)" />
    </FormDialog>
  );
}
