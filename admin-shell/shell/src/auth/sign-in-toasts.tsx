import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import type { ToastMessage } from 'admin-kit';
import { useSyncExternalStore } from 'react';

/** As long as the kit's toasts (spec section 9: 5 s). */
const TOAST_DURATION_MS = 5000;

/**
 * The sign-in page's toasts, one at a time like react-admin's. The page runs before react-admin has
 * loaded, so it keeps its own queue; react-admin takes over what is still queued when it starts (the
 * 'Welcome back!' of a sign-in), see `takeSignInToasts`.
 */
interface QueuedToast {
  id: number;
  message: ToastMessage;
}

let queue: readonly QueuedToast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function setQueue(next: readonly QueuedToast[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

export function showSignInToast(message: ToastMessage): void {
  setQueue([...queue, { id: ++lastId, message }]);
}

/** Forgets the queued toasts (a sign-in that succeeds after failures does not replay them). */
export function clearSignInToasts(): void {
  setQueue([]);
}

/** The queued toasts, handed over to react-admin's notifications once it runs. */
export function takeSignInToasts(): readonly ToastMessage[] {
  const taken = queue.map((toast) => toast.message);
  setQueue([]);
  return taken;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the first queued toast as the kit does: a filled alert at the bottom right, for 5 s or until closed. */
export function SignInToasts() {
  const toasts = useSyncExternalStore(subscribe, () => queue);
  const current = toasts[0];
  if (!current) return null;
  const close = () => setQueue(queue.filter((toast) => toast.id !== current.id));
  const { title, description, variant } = current.message;
  const destructive = variant === 'destructive';
  return (
    <Snackbar
      // A new snackbar per toast, so each one gets its full 5 s.
      key={current.id}
      open
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        severity={destructive ? 'error' : 'success'}
        variant="filled"
        role={destructive ? 'alert' : 'status'}
        onClose={close}
        sx={{ maxWidth: { md: 420 }, width: '100%' }}
      >
        <AlertTitle>{title}</AlertTitle>
        {description}
      </Alert>
    </Snackbar>
  );
}
