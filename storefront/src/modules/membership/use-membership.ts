import { getJson, type ReadOf } from '../../api/api-error';
import { usePageData } from '../../app/page-data';

export function useMembershipData() {
  const plans = usePageData(['membership-plans'], () =>
    getJson<ReadOf<'/api/membership-plans'>>('/api/membership-plans'),
  );
  const features = usePageData(['comparison-features'], () =>
    getJson<ReadOf<'/api/comparison-features'>>('/api/comparison-features'),
  );
  const cells = usePageData(['comparison-feature-plans'], () =>
    getJson<ReadOf<'/api/comparison-feature-plans'>>('/api/comparison-feature-plans'),
  );
  return { plans, features, cells };
}
