/**
 * The back-office's colours, shared by the sign-in page's small theme and react-admin's theme, so the
 * sign-in page looks the same whether or not react-admin has loaded.
 */
export const ADMIN_PALETTE = {
  // react-admin's light background.
  background: { default: '#fafafb' },
  primary: { main: '#0b5cad' },
  secondary: { main: '#1c2430' },
  // MUI's orange (#ed6c02) gives white badge text 3.1:1; this amber gives 5:1 (WCAG AA asks 4.5:1).
  warning: { main: '#b45309' },
  // MUI's light blue (#0288d1) gives white chip text 3.9:1; one shade darker (#0277bd) gives 4.8:1.
  info: { main: '#0277bd' },
} as const;
