import { lazy, Suspense, useSyncExternalStore } from 'react';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ShownToast extends ToastMessage {
  id: number;
  open: boolean;
}

// One toast at a time (a new one replaces the last), as the spec's client behaviour asks.
let current: ShownToast | undefined;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(message: ToastMessage): void {
  current = { ...message, id: nextId++, open: true };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = { ...current, open: false };
  emit();
}

export function useCurrentToast(): ShownToast | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => undefined,
  );
}

// The Radix toast code loads with the first toast: most visits never see one, and the home page stays light.
const ToastView = lazy(() => import('./toast-view'));

export function Toaster() {
  const shown = useCurrentToast();
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastView shown={shown} />
    </Suspense>
  );
}
