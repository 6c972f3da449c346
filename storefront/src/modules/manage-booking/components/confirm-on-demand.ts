import { type ComponentProps } from 'react';
import { type ConfirmDialog } from '../../../ui/confirm-dialog';
import { onDemandDialog } from './on-demand-dialog';

type ConfirmProps = Omit<ComponentProps<typeof ConfirmDialog>, 'trigger' | 'open' | 'onOpenChange' | 'returnFocus'>;

/**
 * The shared confirmation (Cancel booking, Cancel renewal) with its code (Radix's alert dialog) loaded on first use:
 * the pages it sits on show the button at once without paying for a dialog most visits never open.
 */
export const confirmOnDemand = onDemandDialog<ConfirmProps>(
  async () => (await import('../../../ui/confirm-dialog')).ConfirmDialog,
);
