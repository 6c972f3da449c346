import { useCallback } from 'react';
import { useErrorToast, useToast } from '../ui/toast';

/** The toast after a failure: the server's message then the fallback, or a fixed text (spec section 8). */
export type FailureText = string | { fixed: string };

export interface MutationToastTexts<Result, Variables = unknown> {
  /** The Success toast's text; none when left out. */
  success?: string | ((result: Result, variables: Variables) => string);
  failure: FailureText;
  /** After the cache is up to date and the toast is shown (closing a dialog, say). */
  onSuccess?: (result: Result, variables: Variables) => void;
}

/**
 * The spec's toasts for react-admin's mutations: `useCreate`, `useUpdate` and `useDelete` take the returned
 * `{ onSuccess, onError }` as their options ('Success' / text, or 'Error' / the server's message or a fallback).
 * react-admin keeps its cache and asks the auth provider about 401s itself; this only words the outcome.
 */
export function useOutcomeToasts() {
  const toast = useToast();
  const showError = useErrorToast();
  return useCallback(
    <Result = unknown, Variables = unknown>({
      success,
      failure,
      onSuccess,
    }: MutationToastTexts<Result, Variables>) => ({
      onSuccess: (result: Result, variables: Variables) => {
        const description = typeof success === 'function' ? success(result, variables) : success;
        if (description) toast({ title: 'Success', description });
        onSuccess?.(result, variables);
      },
      onError: (error: unknown) => {
        if (typeof failure === 'string') showError(error, failure);
        else showError(null, failure.fixed);
      },
    }),
    [toast, showError],
  );
}
