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
  type MembershipPlan,
} from 'admin-kit';
import { useState } from 'react';
import { useGetList, useRefresh } from 'react-admin';
import { byDisplayOrderThenName } from '../comparison-features/matrix';
import { PlanCard } from './PlanCard';
import { PlanFormDialog } from './PlanFormDialog';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; plan: MembershipPlan } | null;

/** Membership tab: "Membership Plans" as cards with the plan form and delete confirmation. */
export function PlansScreen() {
  const plans = useGetList<MembershipPlan>('membership-plans', WHOLE_LIST);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const mayCreate = useAllowed('membershipPlans', 'create');
  const mayEdit = useAllowed('membershipPlans', 'edit');
  const mayDelete = useAllowed('membershipPlans', 'delete');
  // Deleting a plan removes its matrix cells too, so the other lists are read again. A plan that still has members
  // is refused (409): the error toast shows the server's message, which says to deactivate it instead.
  const refresh = useRefresh();
  const { remove, busy: deleting } = useDeleteRecord<MembershipPlan>('membership-plans', {
    deleted: 'Membership plan deleted successfully',
    failure: 'Failed to delete membership plan',
    onSuccess: () => {
      close();
      refresh();
    },
  });

  return (
    <section>
      <ScreenHeader
        title="Membership Plans"
        onRefresh={() => plans.refetch()}
        refreshing={plans.isFetching}
        actions={mayCreate && <AddButton onClick={() => setDialog({ kind: 'create' })}>Add Plan</AddButton>}
      />
      {plans.isPending ? (
        <SkeletonList count={3} height={200} />
      ) : plans.isError ? (
        <LoadError error={plans.error} onRetry={() => plans.refetch()} />
      ) : !plans.data?.length ? (
        <EmptyState text="No membership plans found" />
      ) : (
        <Grid container spacing={2}>
          {[...plans.data].sort(byDisplayOrderThenName).map((plan) => (
            <Grid key={plan.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <PlanCard
                plan={plan}
                onEdit={mayEdit ? () => setDialog({ kind: 'edit', plan }) : undefined}
                onDelete={mayDelete ? () => setDialog({ kind: 'delete', plan }) : undefined}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {dialog?.kind === 'create' && <PlanFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && <PlanFormDialog plan={dialog.plan} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Delete Membership Plan"
          busy={deleting}
          onClose={close}
          onConfirm={() => remove(dialog.plan)}
        >
          Are you sure you want to delete “{dialog.plan.name}”? A plan with members whose membership has not ended
          cannot be deleted: deactivate it instead. Ended memberships keep their history; the plan’s comparison values
          go with it. This action cannot be undone.
        </ConfirmDialog>
      )}
    </section>
  );
}
