import { useCreate, useUpdate, type RaRecord } from 'react-admin';
import { useOutcomeToasts, type FailureText } from './outcome-toasts';

export interface CreateOrUpdateTexts {
  created: string;
  updated: string;
  createFailure: FailureText;
  updateFailure: FailureText;
  onSuccess?: () => void;
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
  const save = (body: Body) => {
    if (record)
      update(
        resource,
        { id: record.id, data: body, previousData: record },
        toasts({ success: texts.updated, failure: texts.updateFailure, onSuccess: texts.onSuccess }),
      );
    else
      create(
        resource,
        { data: body },
        toasts({ success: texts.created, failure: texts.createFailure, onSuccess: texts.onSuccess }),
      );
  };
  return { save, busy: creating.isPending || updating.isPending };
}
