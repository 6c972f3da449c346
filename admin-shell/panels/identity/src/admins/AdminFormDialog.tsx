import { Grid } from '@mui/material';
import {
  FormDialog,
  FormSelect,
  resolverFrom,
  useOutcomeToasts,
  type AdminAccount,
  type CreateAdminBody,
  type Role,
} from 'admin-kit';
import { useCreate, useUpdate } from 'react-admin';
import { useForm, useWatch } from 'react-hook-form';
import { AccountNameFields, PasswordInputs } from '../account-fields';
import {
  adminFormValues,
  createAdminBody,
  roleLabel,
  selectableCustomRoles,
  SYSTEM_ROLES,
  updateAdminBody,
  validateAdminForm,
  type AdminFormValues,
} from './admin-form';

interface AdminFormDialogProps {
  admin?: AdminAccount;
  roles: readonly Role[];
  onClose: () => void;
}

/** Add/Edit Admin: names, system role or custom role, and a password (optional on edit). */
export function AdminFormDialog({ admin, roles, onClose }: AdminFormDialogProps) {
  const editing = Boolean(admin);
  const { control, handleSubmit } = useForm<AdminFormValues>({
    defaultValues: adminFormValues(admin),
    resolver: resolverFrom((values) => validateAdminForm(values, editing)),
  });
  const customRoleId = useWatch({ control, name: 'customRoleId' });
  const toasts = useOutcomeToasts();
  const [create, creating] = useCreate<CreateAdminBody, unknown, AdminAccount>();
  const [update, updating] = useUpdate<AdminAccount>();
  const customRoles = selectableCustomRoles(roles);

  const submit = handleSubmit((values) => {
    if (admin)
      update(
        'admins',
        { id: admin.id, data: updateAdminBody(values, admin), previousData: admin },
        toasts({ success: 'Admin updated successfully', failure: 'Failed to update admin', onSuccess: onClose }),
      );
    else
      create(
        'admins',
        { data: createAdminBody(values) },
        toasts({ success: 'Admin created successfully', failure: 'Failed to create admin', onSuccess: onClose }),
      );
  });

  return (
    <FormDialog
      title={admin ? 'Edit Admin' : 'Add Admin'}
      submitLabel={admin ? 'Update Admin' : 'Create Admin'}
      busy={creating.isPending || updating.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Grid container spacing={2}>
        <AccountNameFields control={control} />
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="role"
            label="Role"
            disabled={Boolean(customRoleId)}
            choices={SYSTEM_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="customRoleId"
            label="Custom role"
            choices={[
              { value: '', label: 'None' },
              ...customRoles.map((role) => ({ value: role.id, label: role.name })),
            ]}
          />
        </Grid>
        <Grid size={12}>
          <PasswordInputs control={control} editing={editing} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
