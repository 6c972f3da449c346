import { messageOf, useToast } from 'admin-kit';
import { useState } from 'react';
import { useUpdate, type RaRecord } from 'react-admin';

/** An inquiry or application as its dialog edits it: a status that moves on and the staff note. */
type StaffWorkedRecord = RaRecord & { status: string; staffNote?: string | null };

/**
 * The record a staff dialog works on, its note as typed, and `change` to save a status move and/or the note through
 * react-admin, toasting the outcome. The dialog keeps the saved record, so its badge and "last handled" follow.
 */
export function useStaffRecordEdit<R extends StaffWorkedRecord>(resource: string, opened: R) {
  const [record, setRecord] = useState(opened);
  const [note, setNote] = useState(opened.staffNote ?? '');
  const toast = useToast();
  const [update, { isPending: saving }] = useUpdate<R>();

  const change = (data: Partial<R>, success: string) =>
    update(
      resource,
      { id: record.id, data, previousData: record },
      {
        onSuccess: (updated) => {
          setRecord(updated);
          setNote(updated.staffNote ?? '');
          toast({ title: success });
        },
        onError: (error) =>
          toast({ title: 'Not saved', description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
      },
    );

  return {
    record,
    setRecord,
    note,
    setNote,
    noteChanged: note.trim() !== (record.staffNote ?? ''),
    saving,
    change,
  };
}
