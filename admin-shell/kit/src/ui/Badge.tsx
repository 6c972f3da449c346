import { Chip } from '@mui/material';

/** The badge variants the spec names (default, secondary, destructive, outline) plus a success green. */
export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'success' | 'warning';

const LOOK: Record<
  BadgeVariant,
  { color: 'primary' | 'default' | 'error' | 'success' | 'warning'; variant: 'filled' | 'outlined' }
> = {
  default: { color: 'primary', variant: 'filled' },
  secondary: { color: 'default', variant: 'filled' },
  destructive: { color: 'error', variant: 'filled' },
  outline: { color: 'default', variant: 'outlined' },
  success: { color: 'success', variant: 'filled' },
  warning: { color: 'warning', variant: 'filled' },
};

export function Badge({ label, variant = 'default' }: { label: string; variant?: BadgeVariant }) {
  const look = LOOK[variant];
  return <Chip size="small" label={label} color={look.color} variant={look.variant} />;
}
