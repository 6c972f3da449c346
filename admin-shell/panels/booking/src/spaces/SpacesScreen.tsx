import { Grid } from '@mui/material';
import {
  AddButton,
  ConfirmDialog,
  EmptyState,
  LoadError,
  ScreenHeader,
  SkeletonList,
  useAllowed,
  useDeleteRecord,
  WHOLE_LIST,
  type AdminSpace,
} from 'admin-kit';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { SpaceCalendarDialog } from '../space-calendar';
import { SpaceInstancesDialog } from '../space-instances';
import { SpaceCard, type SpaceAction } from './SpaceCard';
import { SpaceFormDialog } from './SpaceFormDialog';

type OpenDialog = { kind: 'create' } | { kind: SpaceAction; space: AdminSpace } | null;

/** Spaces tab: "Workspace Management" with the space cards and their dialogs. */
export function SpacesScreen() {
  const spaces = useGetList<AdminSpace>('spaces', WHOLE_LIST);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const mayCreate = useAllowed('spaces', 'create');
  const mayEdit = useAllowed('spaces', 'edit');
  const mayDelete = useAllowed('spaces', 'delete');
  const actions: SpaceAction[] = [
    'calendar',
    'instances',
    ...(mayEdit ? (['edit'] as const) : []),
    ...(mayDelete ? (['delete'] as const) : []),
  ];
  const { remove, busy: deleting } = useDeleteRecord<AdminSpace>('spaces', {
    deleted: 'Workspace space deleted successfully',
    failure: 'Failed to delete space',
    onSuccess: close,
  });

  return (
    <section>
      <ScreenHeader
        title="Workspace Management"
        onRefresh={() => spaces.refetch()}
        refreshing={spaces.isFetching}
        actions={mayCreate && <AddButton onClick={() => setDialog({ kind: 'create' })}>Add Space</AddButton>}
      />
      {spaces.isPending ? (
        <SkeletonList count={6} height={160} />
      ) : spaces.isError ? (
        <LoadError error={spaces.error} onRetry={() => spaces.refetch()} />
      ) : !spaces.data?.length ? (
        <EmptyState text="No spaces found" />
      ) : (
        <Grid container spacing={2}>
          {spaces.data.map((space) => (
            <Grid key={space.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <SpaceCard space={space} actions={actions} onAction={(kind) => setDialog({ kind, space })} />
            </Grid>
          ))}
        </Grid>
      )}

      {dialog?.kind === 'create' && <SpaceFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && <SpaceFormDialog space={dialog.space} onClose={close} />}
      {dialog?.kind === 'instances' && <SpaceInstancesDialog space={dialog.space} onClose={close} />}
      {dialog?.kind === 'calendar' && <SpaceCalendarDialog space={dialog.space} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Delete Workspace Space"
          busy={deleting}
          onClose={close}
          onConfirm={() => remove(dialog.space)}
        >
          Are you sure you want to delete “{dialog.space.name}”? Its instances go with it. This action cannot be undone.
        </ConfirmDialog>
      )}
    </section>
  );
}
