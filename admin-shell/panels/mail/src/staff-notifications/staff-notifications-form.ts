import { STAFF_NOTICE_KINDS, STAFF_NOTICE_MAX_ADDRESSES, type StaffNoticeKind } from '@coworking/domain';
import type { StaffNotificationsBody, ValidationErrors } from 'admin-kit';
import isEmail from 'validator/lib/isEmail';

/** One list of addresses per kind of staff e-mail, as the form holds them. */
export type StaffNotificationsFormValues = Record<StaffNoticeKind, string[]>;

/** Each kind in the words staff use, in the order the card lists them. */
export const STAFF_NOTICE_LABELS: Record<StaffNoticeKind, string> = {
  tours: 'New tour requests',
  paidBookings: 'Paid bookings',
  cancellations: 'Cancellations',
  refunds: 'Refunds',
  memberships: 'New memberships',
  failedRenewals: 'Failed renewals',
  privacy: 'Erasure requests',
  applications: 'Job applications',
  contacts: 'Contact messages',
};

export { STAFF_NOTICE_KINDS };

export function staffNotificationsFormValues(settings: StaffNotificationsBody): StaffNotificationsFormValues {
  return Object.fromEntries(
    STAFF_NOTICE_KINDS.map((kind) => [kind, [...(settings[kind] ?? [])]]),
  ) as StaffNotificationsFormValues;
}

/**
 * The server's rule, checked before saving: at most STAFF_NOTICE_MAX_ADDRESSES per kind, each an address
 * class-validator's IsEmail accepts (validator.js's isEmail with its defaults, the same function), so staff see the
 * problem under the row instead of a refused save. The message names the first address that is wrong.
 */
export function validateStaffNotificationsForm(
  values: StaffNotificationsFormValues,
): ValidationErrors<StaffNotificationsFormValues> {
  const errors: ValidationErrors<StaffNotificationsFormValues> = {};
  for (const kind of STAFF_NOTICE_KINDS) {
    const addresses = values[kind];
    const wrong = addresses.find((address) => !isEmail(address));
    if (wrong !== undefined) errors[kind] = `“${wrong}” is not an e-mail address`;
    else if (addresses.length > STAFF_NOTICE_MAX_ADDRESSES)
      errors[kind] =
        `At most ${STAFF_NOTICE_MAX_ADDRESSES} addresses; remove ${addresses.length - STAFF_NOTICE_MAX_ADDRESSES}`;
  }
  return errors;
}

/** Every kind is sent, an empty list included: the PUT replaces the whole setting. */
export function staffNotificationsBody(values: StaffNotificationsFormValues): StaffNotificationsBody {
  return staffNotificationsFormValues(values);
}

/** The server's per-field messages ('applications' or 'applications.0'), under the row they belong to. */
export function staffNotificationsFieldErrors(errors: Record<string, string> | undefined): [StaffNoticeKind, string][] {
  const kinds: ReadonlySet<string> = new Set(STAFF_NOTICE_KINDS);
  return Object.entries(errors ?? {}).flatMap(([path, message]) => {
    const kind = path.split('.')[0] ?? '';
    return kinds.has(kind) ? [[kind as StaffNoticeKind, message] as [StaffNoticeKind, string]] : [];
  });
}
