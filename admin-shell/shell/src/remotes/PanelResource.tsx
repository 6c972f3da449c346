import type { PanelResources } from 'admin-kit';
import { useEffect } from 'react';
import { Resource, useResourceDefinitionContext } from 'react-admin';

/**
 * Tells react-admin about a panel's resources once the panel has loaded (their icon, record representation and
 * which views they have), so `useGetRecordRepresentation` and friends know them. Panels load when their first
 * tab opens, never before: an admin who may not open a panel never downloads it.
 */
function useRegisterPanelResources(resources: PanelResources) {
  const { register } = useResourceDefinitionContext();
  useEffect(() => {
    for (const [name, resource] of Object.entries(resources))
      register(Resource.registerResource({ name, ...resource }));
  }, [register, resources]);
}

interface PanelResourceRoutesProps {
  name: string;
  resources: PanelResources;
}

/**
 * A tab that is one resource: react-admin's `<Resource>` rendered under the tab's route, so the resource's list is
 * the tab and its create, edit and show views are routes below it, all inside the resource's context.
 */
export function PanelResourceRoutes({ name, resources }: PanelResourceRoutesProps) {
  useRegisterPanelResources(resources);
  const resource = resources[name];
  if (!resource) throw new Error(`The panel has no ${name} resource`);
  return <Resource name={name} {...resource} />;
}
