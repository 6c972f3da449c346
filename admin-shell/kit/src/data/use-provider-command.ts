import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from './admin-data-provider';
import { useOutcomeToasts, type MutationToastTexts } from './outcome-toasts';

export function useAdminDataProvider(): AdminDataProvider {
  return useDataProvider<AdminDataProvider>();
}

/**
 * One of the data provider's own calls that changes nothing react-admin caches (send a test e-mail, resend a failed
 * one, reset a password), with the spec's toasts and whether it is under way. Calls that change records go through
 * react-admin's useCreate / useUpdate / useDelete instead, which keep the cache.
 */
export function useProviderCommand<Variables, Result>(
  run: (dataProvider: AdminDataProvider, variables: Variables) => Promise<Result>,
  texts: MutationToastTexts<Result, Variables>,
) {
  const dataProvider = useAdminDataProvider();
  const toasts = useOutcomeToasts();
  const [isPending, setPending] = useState(false);
  const { onSuccess, onError } = toasts(texts);
  const call = async (variables: Variables) => {
    setPending(true);
    try {
      const result = await run(dataProvider, variables);
      setPending(false);
      onSuccess(result, variables);
    } catch (error) {
      setPending(false);
      onError(error);
    }
  };
  return { call, isPending };
}
