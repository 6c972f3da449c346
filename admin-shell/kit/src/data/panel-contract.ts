import type { ComponentType } from 'react';

/**
 * What every panel exposes as `./screens`: its tab screens by tab key. The shell decides which tab
 * shows where and who may see it; a panel only draws its screens.
 */
export type PanelScreens = Readonly<Record<string, ComponentType>>;

export interface PanelModule {
  screens: PanelScreens;
}
