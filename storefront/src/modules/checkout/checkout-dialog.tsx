import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode } from 'react';

interface CheckoutDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  /** While paying, the payment widget opens its own frame over the page. */
  paying: boolean;
  children: ReactNode;
}

/**
 * The frame of the booking and subscription dialogs: a bottom sheet on phones, a centred dialog on wider screens.
 * While paying it stops being modal (no overlay, no focus trap) so the payer can use the widget's frame, and
 * clicks in that frame do not close it.
 */
export function CheckoutDialog({ open, onOpenChange, title, description, paying, children }: CheckoutDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={!paying}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          onInteractOutside={(event) => paying && event.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(56rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
            </div>
            <Dialog.Close className="rounded-lg p-2 hover:bg-slate-100" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
