import { lazy, Suspense } from 'react';
import { Card } from '../../../ui/layout';

// The actions (and the erasure dialog) are a chunk of their own, asked for when the card shows: the manage page then
// names only this small card among the files it may preload, not everything the actions need.
const DataRights = lazy(async () => ({ default: (await import('./data-rights')).DataRights }));

/**
 * The manage page's "Your data" card: whoever holds the booking's link may download everything held about the
 * person who booked, or ask for it to be erased. Loaded after the booking itself.
 */
export function ManageDataCard({ token }: { token: string }) {
  return (
    <Card>
      <h2 className="text-xl font-bold">Your data</h2>
      <p className="mt-3 text-slate-700">
        The Data Protection Act gives you the right to a copy of the data we hold about you and to have it erased.
      </p>
      <div className="mt-5">
        <Suspense fallback={<p className="text-slate-600">Loading...</p>}>
          <DataRights subject={{ kind: 'manage', token }} eraseLabel="Erase my data" />
        </Suspense>
      </div>
    </Card>
  );
}
