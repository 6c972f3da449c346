import { Alert, AlertTitle } from '@mui/material';
import { useCallback } from 'react';
import { useCloseNotification, useNotify } from 'react-admin';
import { isAdminHttpError, messageOf } from '../api/http-error';

export interface ToastMessage {
  title: string;
  description?: string;
  /** 'destructive' for failures (spec section 8: all failures are destructive notifications). */
  variant?: 'default' | 'destructive';
}

/** Spec section 9: toasts stay 5 s; react-admin shows one notification at a time. */
export const TOAST_DURATION_MS = 5000;

function ToastContent({ title, description, variant }: ToastMessage) {
  const close = useCloseNotification();
  const destructive = variant === 'destructive';
  return (
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
  );
}

/** Shows a toast with a title and a description through react-admin's notification queue. */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    (message: ToastMessage) =>
      notify(<ToastContent {...message} />, {
        type: message.variant === 'destructive' ? 'error' : 'success',
        autoHideDuration: TOAST_DURATION_MS,
      }),
    [notify],
  );
}

/**
 * 'Error' with the failure's message or the fallback. A 401 shows nothing here: the session ends
 * and the login page says 'Session expired' instead.
 */
export function useErrorToast() {
  const toast = useToast();
  return useCallback(
    (error: unknown, fallback: string) => {
      if (isAdminHttpError(error) && error.status === 401) return;
      toast({ title: 'Error', description: messageOf(error, fallback), variant: 'destructive' });
    },
    [toast],
  );
}
