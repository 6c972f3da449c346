import { AlertDialog } from 'radix-ui';
import { type ReactElement, type ReactNode, type RefObject, useRef, useState } from 'react';
import { Button } from './button';

/** What the confirm button's action reports back to the dialog. */
export interface ConfirmResult {
  /**
   * The action has an answer that ends it: the dialog closes and, as the button that opened it is then replaced,
   * focus is not sent back to that button.
   */
  settle(): void;
  /** A failure worth retrying: the dialog stays open, shows why and offers the action again. */
  fail(message: string): void;
}

interface ConfirmDialogProps {
  /**
   * The button that opens the dialog. Without one the dialog is opened by its caller (`open`, `onOpenChange`), e.g.
   * when its code loads on first use and the button is rendered before it; focus then goes back to `returnFocus`.
   */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  returnFocus?: RefObject<HTMLElement | null>;
  title: string;
  description: ReactNode;
  /** The button that closes the dialog without acting; it has the focus first. */
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  /** While the action runs, both buttons are disabled and the dialog cannot be closed. */
  busy: boolean;
  onConfirm(result: ConfirmResult): void;
}

/**
 * A button and the confirmation of what it does, as an alert dialog (focus trapped, the cancel button focused
 * first). The dialog stays open while the action runs and, on a failure worth retrying, shows why and offers it
 * again.
 */
export function ConfirmDialog({
  trigger,
  open: openAsked,
  onOpenChange,
  returnFocus,
  title,
  description,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openAsked ?? ownOpen;
  const [failure, setFailure] = useState<string>();
  // Once settled, the button that opened the dialog is replaced, so focus must not be sent back to it.
  const settled = useRef(false);

  function setOpen(next: boolean) {
    if (next) settled.current = false;
    setOwnOpen(next);
    onOpenChange?.(next);
  }

  function confirm() {
    setFailure(undefined);
    onConfirm({
      settle: () => {
        settled.current = true;
        setOpen(false);
      },
      fail: setFailure,
    });
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            if (!settled.current && !returnFocus) return;
            event.preventDefault();
            if (!settled.current) returnFocus?.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(32rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
        >
          <AlertDialog.Title className="text-xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{description}</AlertDialog.Description>
          {failure && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
              {failure}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={confirm} disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
