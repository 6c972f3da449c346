import { useDelete, type RaRecord } from 'react-admin';
import { useOutcomeToasts, type FailureText } from './outcome-toasts';

export interface DeleteRecordTexts {
  deleted: string;
  failure: FailureText;
  onSuccess?: () => void;
}

/** A screen's delete (after its confirm dialog) through react-admin's delete, with the spec's toasts. */
export function useDeleteRecord<R extends RaRecord>(resource: string, texts: DeleteRecordTexts) {
  const toasts = useOutcomeToasts();
  const [deleteRecord, deleting] = useDelete<R>();
  const remove = (record: R) =>
    deleteRecord(
      resource,
      { id: record.id, previousData: record },
      toasts({ success: texts.deleted, failure: texts.failure, onSuccess: texts.onSuccess }),
    );
  return { remove, busy: deleting.isPending };
}
