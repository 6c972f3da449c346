import { useCanAccess } from 'react-admin';
import type { PermissionResource } from '../api/types';

/**
 * Whether the signed-in admin may do `action` on `resource`, through the shell's canAccess (spec
 * section 6). False while the answer is pending, so a button never flashes into view.
 */
export function useAllowed(resource: PermissionResource | 'roles', action: string): boolean {
  const { canAccess } = useCanAccess({ resource, action });
  return canAccess === true;
}
