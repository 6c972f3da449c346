import { AlertDialog } from 'radix-ui';
import { type RefObject, useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { POLICY } from '../../help/policy-figures';
import { ERASED_ITEMS, KEPT_FOR_TAX, KEPT_FOR_TAX_TEXT } from '../privacy-text';

interface ErasureDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** While the request is on its way the dialog cannot be closed and its buttons wait. */
  busy: boolean;
  /** Why the last try failed (the server's words), shown above the buttons. */
  failure?: string;
  onConfirm(reason: string): void;
  /** Where focus goes back to when the dialog closes without a request made. */
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * The confirmation of an erasure request: what is erased, what tax law makes us keep (and for how long), how long
 * the request takes, and an optional reason. "Keep my data" has the focus first.
 */
export function ErasureDialog({ open, onOpenChange, busy, failure, onConfirm, returnFocus }: ErasureDialogProps) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(36rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
        >
          <AlertDialog.Title className="text-xl font-bold">Erase your data?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            We will erase or anonymise everything that names you, within {POLICY.privacyResponseDays} days. This cannot
            be undone.
          </AlertDialog.Description>
          <div className="mt-4 space-y-4 text-sm text-slate-700">
            <div>
              <h3 className="font-semibold text-slate-900">What we erase</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {ERASED_ITEMS.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">What we must keep</h3>
              <p className="mt-1">{KEPT_FOR_TAX_TEXT}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {KEPT_FOR_TAX.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div>
              <label htmlFor={reasonId} className="block font-medium text-slate-800">
                Anything you would like us to know (optional)
              </label>
              <textarea
                id={reasonId}
                rows={3}
                maxLength={1000}
                value={reason}
                disabled={busy}
                onChange={(event) => setReason(event.target.value)}
                className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 disabled:bg-slate-100"
              />
            </div>
          </div>
          {failure && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
              {failure}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={busy}>
                Keep my data
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={() => onConfirm(reason)} disabled={busy}>
              {busy ? 'Sending...' : 'Yes, erase my data'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
