import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { ADMIN_PALETTE } from './palette';

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...ADMIN_PALETTE },
  sidebar: { width: 280, closedWidth: 0 },
};
