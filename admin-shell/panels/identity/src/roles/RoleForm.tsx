import {
  Box,
  Button,
  Checkbox,
  DialogActions,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { FormCheckbox, FormTextField, humanize, resolverFrom, type Role } from 'admin-kit';
import { Controller, useForm } from 'react-hook-form';
import {
  actionsOf,
  PERMISSION_ACTIONS,
  PERMISSION_RESOURCES,
  resourceLabel,
  roleFormValues,
  validateRoleForm,
  type RoleFormValues,
} from './role-form';

interface RoleFormProps {
  role?: Role;
  busy: boolean;
  onSave: (values: RoleFormValues) => void;
  onCancel: () => void;
}

/** The role form view of Role Management: name, description, active, and the permission grid. */
export function RoleForm({ role, busy, onSave, onCancel }: RoleFormProps) {
  const { control, handleSubmit } = useForm<RoleFormValues>({
    defaultValues: roleFormValues(role),
    resolver: resolverFrom(validateRoleForm),
  });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSave)}>
      <Typography variant="h6" component="h3">
        {role ? `Edit Role: ${role.name}` : 'Create Role'}
      </Typography>
      <FormTextField control={control} name="name" label="Role name" required autoFocus />
      <FormTextField control={control} name="description" label="Description" />
      <FormCheckbox control={control} name="isActive" label="Active" />
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <Table size="small" aria-label="Permissions">
            <TableHead>
              <TableRow>
                <TableCell>Resource</TableCell>
                {PERMISSION_ACTIONS.map((action) => (
                  <TableCell key={action} align="center">
                    {humanize(action)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {PERMISSION_RESOURCES.map((resource) => (
                <TableRow key={resource}>
                  <TableCell>{resourceLabel(resource)}</TableCell>
                  {PERMISSION_ACTIONS.map((action) => (
                    <TableCell key={action} align="center" padding="checkbox">
                      {actionsOf(resource).includes(action) && (
                        <Checkbox
                          checked={field.value[resource][action] === true}
                          slotProps={{ input: { 'aria-label': `${resourceLabel(resource)} ${action}` } }}
                          onChange={(event) =>
                            field.onChange({
                              ...field.value,
                              [resource]: { ...field.value[resource], [action]: event.target.checked },
                            })
                          }
                        />
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      />
      <DialogActions>
        <Stack direction="row" spacing={1}>
          <Button onClick={onCancel} disabled={busy}>
            Back to roles
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : role ? 'Update Role' : 'Create Role'}
          </Button>
        </Stack>
      </DialogActions>
    </Box>
  );
}
