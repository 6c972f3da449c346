import {
  STAFF_NOTIFICATIONS_ID,
  useOutcomeToasts,
  type StaffNotificationsBody,
  type StaffNotificationsRecord,
} from 'admin-kit';
import { useGetOne, useUpdate } from 'react-admin';

export function useStaffNotifications() {
  return useGetOne<StaffNotificationsRecord>('staff-notifications', { id: STAFF_NOTIFICATIONS_ID });
}

/** Saves every kind's addresses; `also` adds what the form does with the answer (reset, or field errors). */
export function useSaveStaffNotifications() {
  const [update, { isPending }] = useUpdate<StaffNotificationsRecord>();
  const toasts = useOutcomeToasts();
  const save = (
    body: StaffNotificationsBody,
    previous: StaffNotificationsRecord,
    also: { onSuccess: (saved: StaffNotificationsRecord) => void; onError: (error: unknown) => void },
  ) => {
    const texts = toasts<StaffNotificationsRecord>({
      success: 'Staff notifications saved',
      failure: 'Failed to save staff notifications',
      onSuccess: also.onSuccess,
    });
    update(
      'staff-notifications',
      { id: STAFF_NOTIFICATIONS_ID, data: { ...previous, ...body }, previousData: previous },
      {
        onSuccess: texts.onSuccess,
        onError: (error) => {
          texts.onError(error);
          also.onError(error);
        },
      },
    );
  };
  return { save, isPending };
}
