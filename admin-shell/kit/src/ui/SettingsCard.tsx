import { Button, Card, CardActions, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';
import { LoadError, SkeletonList } from './states';

/** What a settings card needs from its one-record read (react-admin's useGetOne result fits). */
export interface SettingsQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: T;
  refetch: () => unknown;
}

/**
 * A single-record settings card: the heading (whose subheader says whether this admin may edit), skeleton rows while
 * the record loads, the load error with Try again, then the form once the record is here.
 */
export function SettingsCard<T>({
  title,
  subheader,
  query,
  skeletonRows,
  children,
}: {
  title: string;
  subheader: string;
  query: SettingsQuery<T>;
  skeletonRows: number;
  children: (record: T) => ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardHeader title={title} subheader={subheader} slotProps={{ title: { component: 'h3', variant: 'h6' } }} />
      {query.isPending ? (
        <CardContent>
          <SkeletonList count={skeletonRows} height={48} />
        </CardContent>
      ) : query.isError || query.data === undefined ? (
        // A read that neither failed nor returned a record cannot happen with react-admin; treat it as a failure.
        <CardContent>
          <LoadError error={query.error} onRetry={() => query.refetch()} />
        </CardContent>
      ) : (
        children(query.data)
      )}
    </Card>
  );
}

/** Discard and Save under a settings form (shown only to admins who may edit); both wait for a change and a save. */
export function SettingsFormActions({
  dirty,
  saving,
  onDiscard,
  saveLabel = 'Save',
}: {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  saveLabel?: string;
}) {
  return (
    <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
      <Button onClick={onDiscard} disabled={!dirty || saving}>
        Discard changes
      </Button>
      <Button type="submit" variant="contained" disabled={!dirty || saving}>
        {saving ? 'Saving...' : saveLabel}
      </Button>
    </CardActions>
  );
}
