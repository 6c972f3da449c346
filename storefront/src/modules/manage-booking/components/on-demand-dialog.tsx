import { type ComponentType, lazy, type RefObject, Suspense, useRef, useState } from 'react';

/** What a dialog loaded on demand is given: whether it is open, how to close it, and where focus goes back to. */
export interface OnDemandDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened it: focus returns there on close (there is no Radix trigger to do it). */
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * A dialog whose code (Radix, the calendar, the form) loads on first use rather than with the page: the button that
 * opens it is plain and light; pointing at it, touching or focusing it starts the download (`preload`), pressing it
 * opens the dialog once the code is in. Used where the page is rendered in the browser (portal, manage page), so
 * the page's first paint does not wait for, or pay for, a dialog most visits never open.
 */
export function onDemandDialog<P extends object>(load: () => Promise<ComponentType<P & OnDemandDialogProps>>) {
  let loading: Promise<ComponentType<P & OnDemandDialogProps>> | undefined;
  const preload = () => (loading ??= load());
  const Dialog = lazy(async () => ({ default: await preload() }));

  /** The trigger's props (spread them on the button) and the dialog to render next to it. */
  function useDialog() {
    const [open, setOpen] = useState(false);
    // Mounted from the first opening on, so closing can animate and the state inside survives a close and reopen.
    const [wanted, setWanted] = useState(false);
    const returnFocus = useRef<HTMLButtonElement>(null);
    const trigger = {
      ref: returnFocus,
      'aria-haspopup': 'dialog' as const,
      onPointerOver: preload,
      onTouchStart: preload,
      onFocus: preload,
      onClick: () => {
        setWanted(true);
        setOpen(true);
      },
    };
    function render(props: P) {
      if (!wanted) return null;
      return (
        <Suspense fallback={null}>
          <Dialog {...props} open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      );
    }
    return { trigger, render, close: () => setOpen(false) };
  }

  return { useDialog, preload };
}
