import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#0b5cad' }, secondary: { main: '#1c2430' } },
  sidebar: { width: 280, closedWidth: 0 },
};
