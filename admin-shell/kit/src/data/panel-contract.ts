import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';

/**
 * One react-admin resource as a panel gives it (react-admin's examples: a folder per resource whose index exports
 * `{ list, edit, create, show, icon, recordRepresentation }`). The shell registers it with react-admin when the
 * panel loads, and renders it as a `<Resource>` under the tab that shows it.
 */
export type PanelResource = Pick<
  ResourceProps,
  'list' | 'edit' | 'create' | 'show' | 'icon' | 'recordRepresentation' | 'options'
>;

/** A panel's resources by name (the last segment of their /api/admin path, as the data provider knows them). */
export type PanelResources = Readonly<Record<string, PanelResource>>;

/**
 * A tab's screen: the name of one of the panel's resources (the tab is that resource's list, with its edit, create
 * and show routes under the tab), or a component for a tab that is not one resource's list (the Overview).
 */
export type PanelScreen = string | ComponentType;

/** Tab screens by tab key. The shell decides which tab shows where and who may see it; a panel only draws. */
export type PanelScreens = Readonly<Record<string, PanelScreen>>;

/** What every panel exposes as `./screens`. */
export interface PanelModule {
  screens: PanelScreens;
  resources?: PanelResources;
}
