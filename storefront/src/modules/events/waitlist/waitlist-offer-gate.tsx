import { Suspense, useEffect, useState } from 'react';
import { lazyWithQueries } from '../../../app/lazy-with-queries';

// The offer dialog and the "offer has ended" notice load only when an e-mailed offer's link led here.
const WaitlistOffer = lazyWithQueries(() => import('./waitlist-offer'));

/**
 * Where an e-mailed waitlist offer lands on the events page: `#waitlist-offer=<token>` or `?waitlist-offer=ended`.
 * The address is read after hydration (the prerendered page has neither), and only then is the code loaded. The
 * status region is always in the page, so the ended notice appearing in it is announced.
 */
export function WaitlistOfferGate() {
  const [landed, setLanded] = useState(false);
  useEffect(() => {
    if (`${window.location.hash}${window.location.search}`.includes('waitlist-offer=')) setLanded(true);
  }, []);
  return (
    <div role="status">
      {landed && (
        <Suspense fallback={null}>
          <WaitlistOffer />
        </Suspense>
      )}
    </div>
  );
}
