import { useContext, useState } from 'react';
import { QuerySeedContext, readPageSeed } from '../../app/query-seed';
import { type FeaturedPromotion, featuredPromotionOf } from './featured-promotion';

/**
 * The featured promotion the home page was rendered with, read without the query library (the home page never
 * loads it): a render on the API server takes the seed it was given, the browser the same seed from the page, so
 * the first render matches the HTML it hydrates. The build's prerendered home page, and a visit that began on
 * another page, carry none: then no offer is shown.
 */
export function useFeaturedPromotion(): FeaturedPromotion | null {
  const renderSeed = useContext(QuerySeedContext);
  const [promotion] = useState(() =>
    featuredPromotionOf(typeof document === 'undefined' ? renderSeed : readPageSeed()),
  );
  return promotion;
}
