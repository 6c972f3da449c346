import { Card } from '../../../ui/layout';
import { DataRights } from './data-rights';

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
        <DataRights subject={{ kind: 'manage', token }} eraseLabel="Erase my data" />
      </div>
    </Card>
  );
}
