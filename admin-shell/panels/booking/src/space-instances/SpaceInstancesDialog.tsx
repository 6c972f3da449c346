import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import {
  Badge,
  EmptyState,
  formatDateTime,
  LoadError,
  SkeletonList,
  useAllowed,
  useOutcomeToasts,
  WHOLE_LIST,
  type AdminSpace,
  type SpaceInstance,
} from 'admin-kit';
import { useState } from 'react';
import { useGetManyReference, useUpdate } from 'react-admin';
import { InstanceFormDialog } from './InstanceFormDialog';

type OpenForm = { instance?: SpaceInstance } | null;

/** Manage Space Instances: the physical desks/rooms of a space, each activated or deactivated. */
export function SpaceInstancesDialog({ space, onClose }: { space: AdminSpace; onClose: () => void }) {
  const instances = useGetManyReference<SpaceInstance>('space-instances', {
    target: 'spaceId',
    id: space.id,
    ...WHOLE_LIST,
  });
  const mayEdit = useAllowed('spaces', 'edit');
  const [form, setForm] = useState<OpenForm>(null);
  const toasts = useOutcomeToasts();
  const [update, updating] = useUpdate<SpaceInstance>();
  // Optimistic: the badge flips at once, and react-admin puts it back if the server refuses.
  const toggle = (instance: SpaceInstance) =>
    update(
      'space-instances',
      { id: instance.id, data: { isActive: !instance.isActive }, previousData: instance },
      {
        mutationMode: 'optimistic',
        ...toasts({
          success: `Space instance ${instance.isActive ? 'deactivated' : 'activated'} successfully`,
          failure: 'Failed to activate/deactivate space instance',
        }),
      },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="instances-title">
      <DialogTitle id="instances-title">Manage Space Instances — {space.name}</DialogTitle>
      <DialogContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Inactive instances are not assigned to new bookings.
          </Typography>
          {mayEdit && (
            <Button startIcon={<AddIcon />} onClick={() => setForm({})}>
              Add Instance
            </Button>
          )}
        </Stack>
        {instances.isPending ? (
          <SkeletonList count={3} height={48} />
        ) : instances.isError ? (
          <LoadError error={instances.error} onRetry={() => instances.refetch()} />
        ) : !instances.data?.length ? (
          <EmptyState text="This space has no instances yet." />
        ) : (
          <List aria-label="Space instances">
            {instances.data.map((instance) => (
              <ListItem
                key={instance.id}
                divider
                secondaryAction={
                  mayEdit && (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <IconButton aria-label={`Edit ${instance.label}`} onClick={() => setForm({ instance })}>
                        <EditIcon />
                      </IconButton>
                      <Button
                        size="small"
                        variant="outlined"
                        color={instance.isActive ? 'warning' : 'success'}
                        disabled={updating.isPending}
                        onClick={() => toggle(instance)}
                      >
                        {instance.isActive ? 'Deactivate' : 'Activate'}
                      </Button>
                    </Stack>
                  )
                }
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{instance.label}</span>
                      <Badge
                        label={instance.isActive ? 'Active' : 'Inactive'}
                        variant={instance.isActive ? 'success' : 'secondary'}
                      />
                    </Stack>
                  }
                  secondary={`#${instance.instanceNumber} · last used ${instance.lastUsed ? formatDateTime(instance.lastUsed) : 'never'}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {form && <InstanceFormDialog spaceId={space.id} instance={form.instance} onClose={() => setForm(null)} />}
    </Dialog>
  );
}
