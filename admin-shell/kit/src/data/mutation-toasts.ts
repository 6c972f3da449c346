import { useCallback } from 'react';
import { useErrorToast, useToast } from '../ui/toast';

/** The toast after a failure: the server's message then the fallback, or a fixed text (spec section 8). */
export type FailureText = string | { fixed: string };

export interface MutationToastTexts<Result> {
  /** The Success toast's text; none when left out. */
  success?: string | ((result: Result) => string);
  failure: FailureText;
  /** After the cache is up to date and the toast is shown (closing a dialog, say). */
  onSuccess?: (result: Result) => void;
}

/**
 * The spec's toasts for react-admin's mutations: `useCreate`, `useUpdate` and `useDelete` take the returned
 * `{ onSuccess, onError }` as their options ('Success' / text, or 'Error' / the server's message or a fallback).
 * react-admin keeps its cache and asks the auth provider about 401s itself; this only words the outcome.
 */
export function useMutationToasts() {
  const toast = useToast();
  const showError = useErrorToast();
  return useCallback(
    <Result = unknown>({ success, failure, onSuccess }: MutationToastTexts<Result>) => ({
      onSuccess: (result: Result) => {
        if (success)
          toast({ title: 'Success', description: typeof success === 'function' ? success(result) : success });
        onSuccess?.(result);
      },
      onError: (error: unknown) => {
        if (typeof failure === 'string') showError(error, failure);
        else showError(null, failure.fixed);
      },
    }),
    [toast, showError],
  );
}
