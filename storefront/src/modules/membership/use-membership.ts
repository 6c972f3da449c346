import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

export function useMembershipData() {
  const plans = useQuery({ queryKey: ['membership-plans'], queryFn: () => unwrap(api.GET('/api/membership-plans')) });
  const features = useQuery({
    queryKey: ['comparison-features'],
    queryFn: () => unwrap(api.GET('/api/comparison-features')),
  });
  const cells = useQuery({
    queryKey: ['comparison-feature-plans'],
    queryFn: () => unwrap(api.GET('/api/comparison-feature-plans')),
  });
  return { plans, features, cells };
}
