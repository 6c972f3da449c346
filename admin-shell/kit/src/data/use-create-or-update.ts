import { useCreate, useUpdate, type RaRecord } from 'react-admin';
import { useOutcomeToasts, type FailureText } from './outcome-toasts';

export interface CreateOrUpdateTexts {
  created: string;
  updated: string;
  createFailure: FailureText;
  updateFailure: FailureText;
  onSuccess?: () => void;
  /** After the failure toast: a form puts the server's per-field messages under its fields. */
  onError?: (error: unknown) => void;
}

/**
 * One form that saves both ways: react-admin's create when there is no record yet, its update otherwise, with the
 * spec's toasts. react-admin refreshes the resource's cached lists and the record itself.
 */
export function useCreateOrUpdate<Body extends object>(
  resource: string,
  record: RaRecord | undefined,
  texts: CreateOrUpdateTexts,
) {
  const toasts = useOutcomeToasts();
  const [create, creating] = useCreate();
  const [update, updating] = useUpdate();
  const outcome = (success: string, failure: FailureText) => {
    const { onSuccess, onError } = toasts({ success, failure, onSuccess: texts.onSuccess });
    return {
      onSuccess,
      onError: (error: unknown) => {
        onError(error);
        texts.onError?.(error);
      },
    };
  };
  const save = (body: Body) => {
    if (record)
      update(
        resource,
        { id: record.id, data: body, previousData: record },
        outcome(texts.updated, texts.updateFailure),
      );
    else create(resource, { data: body }, outcome(texts.created, texts.createFailure));
  };
  return { save, busy: creating.isPending || updating.isPending };
}
