import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, type RefObject } from 'react';
import { cx } from '../../../ui/cx';
import { type OnDemandDialogProps } from './on-demand-dialog';

interface ModalFrameProps extends OnDemandDialogProps {
  title: string;
  description: ReactNode;
  /** While an answer is awaited the dialog cannot be closed. */
  busy?: boolean;
  wide?: boolean;
  /** Set once the dialog's action is done and the page moves focus itself: focus then stays where the page put it. */
  settled?: RefObject<boolean>;
  children: ReactNode;
}

/**
 * The frame of the portal's and the manage page's dialogs, as the checkout's: a bottom sheet on phones, centred from
 * `sm` up; focus trapped inside, Escape and the close button close it, and focus goes back to the button that
 * opened it.
 */
export function ModalFrame({
  open,
  onOpenChange,
  returnFocus,
  title,
  description,
  busy,
  wide,
  settled,
  children,
}: ModalFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!settled?.current) returnFocus.current?.focus();
          }}
          className={cx(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7',
            wide ? 'sm:w-[min(56rem,94vw)]' : 'sm:w-[min(36rem,94vw)]',
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
            </div>
            <Dialog.Close className="rounded-lg p-2 hover:bg-slate-100" aria-label="Close" disabled={busy}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
