import type { PanelScreens } from 'admin-kit';

export const screens: PanelScreens = {};
