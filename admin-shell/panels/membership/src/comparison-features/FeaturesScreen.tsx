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
  type ComparisonFeature,
  type ComparisonFeaturePlan,
  type MembershipPlan,
} from 'admin-kit';
import { useState } from 'react';
import { useGetList, useRefresh } from 'react-admin';
import { ComparisonMatrix } from './ComparisonMatrix';
import { FeatureFormDialog } from './FeatureFormDialog';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; feature: ComparisonFeature } | null;

/** Features tab: "Comparison Features", the matrix of features against active plans. */
export function FeaturesScreen() {
  const features = useGetList<ComparisonFeature>('comparison-features', WHOLE_LIST);
  const cells = useGetList<ComparisonFeaturePlan>('comparison-feature-plans', WHOLE_LIST);
  const plans = useGetList<MembershipPlan>('membership-plans', WHOLE_LIST);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  // The Features tab follows spaces permissions (spec section 6).
  const mayCreate = useAllowed('spaces', 'create');
  const mayEdit = useAllowed('spaces', 'edit');
  const mayDelete = useAllowed('spaces', 'delete');
  // Deleting a feature removes its matrix cells too, so the cells are read again.
  const refresh = useRefresh();
  const { remove, busy: deleting } = useDeleteRecord<ComparisonFeature>('comparison-features', {
    deleted: 'Comparison feature deleted successfully',
    failure: { fixed: 'Failed to delete comparison feature' },
    onSuccess: () => {
      close();
      refresh();
    },
  });
  const queries = [features, cells, plans];
  const refreshing = queries.some((query) => query.isFetching);
  const failed = queries.find((query) => query.isError);
  const loaded =
    features.data && cells.data && plans.data
      ? { features: features.data, cells: cells.data, plans: plans.data }
      : null;

  return (
    <section>
      <ScreenHeader
        title="Comparison Features"
        onRefresh={() => queries.forEach((query) => query.refetch())}
        refreshing={refreshing}
        actions={mayCreate && <AddButton onClick={() => setDialog({ kind: 'create' })}>Add Feature</AddButton>}
      />
      {failed ? (
        <LoadError error={failed.error} onRetry={() => queries.forEach((query) => query.refetch())} />
      ) : !loaded ? (
        <SkeletonList count={5} height={48} />
      ) : loaded.features.length === 0 ? (
        <EmptyState text="No comparison features found" />
      ) : (
        <ComparisonMatrix
          features={loaded.features}
          plans={loaded.plans}
          cells={loaded.cells}
          mayEditCells={mayEdit}
          onEditFeature={mayEdit ? (feature) => setDialog({ kind: 'edit', feature }) : undefined}
          onDeleteFeature={mayDelete ? (feature) => setDialog({ kind: 'delete', feature }) : undefined}
        />
      )}
      {dialog?.kind === 'create' && <FeatureFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && <FeatureFormDialog feature={dialog.feature} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Delete Comparison Feature"
          busy={deleting}
          onClose={close}
          onConfirm={() => remove(dialog.feature)}
        >
          Are you sure you want to delete “{dialog.feature.name}” and its values for every plan? This action cannot be
          undone.
        </ConfirmDialog>
      )}
    </section>
  );
}
