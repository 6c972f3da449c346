import { useSyncExternalStore } from 'react';
import { useSearchParams } from '../../app/router';

const noChanges = () => () => {};

/**
 * Where a waitlist offer's link leads once it is no longer valid: the API redirects to `/spaces?waitlist-offer=ended`.
 * The prerendered page has no query, so the notice is written only after hydration (the first render matches the
 * HTML); its status region is always in the page, so the words appearing in it are announced.
 */
export function WaitlistOfferEndedNotice() {
  const [params] = useSearchParams();
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const ended = hydrated && params.get('waitlist-offer') === 'ended';
  return (
    <div role="status">
      {ended && (
        <p className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4 font-medium text-amber-900">
          That waitlist offer has ended: the slot was held for you for 30 minutes. You can still book any free time.
        </p>
      )}
    </div>
  );
}
