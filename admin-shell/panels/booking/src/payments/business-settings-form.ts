import type { ValidationErrors } from 'admin-kit';
import type { BusinessSettings } from './payment-types';

/** The settings form as typed: numbers stay text until saved, the cancellation figures sit beside the rest. */
export interface BusinessSettingsFormValues {
  businessName: string;
  address: string;
  kraPin: string;
  vatRegistered: boolean;
  vatRatePercent: string;
  hourlyHoursBefore: string;
  dailyHoursBefore: string;
  monthlyDaysBefore: string;
  membershipGraceDays: string;
  bookAheadDays: string;
}

type FormField = keyof BusinessSettingsFormValues;

export function businessSettingsFormValues(settings: BusinessSettings): BusinessSettingsFormValues {
  return {
    businessName: settings.businessName,
    address: settings.address,
    kraPin: settings.kraPin ?? '',
    vatRegistered: settings.vatRegistered,
    vatRatePercent: String(settings.vatRatePercent),
    hourlyHoursBefore: String(settings.cancellation.hourlyHoursBefore),
    dailyHoursBefore: String(settings.cancellation.dailyHoursBefore),
    monthlyDaysBefore: String(settings.cancellation.monthlyDaysBefore),
    // The server always sends it (its default until staff change it).
    membershipGraceDays: String(settings.membershipGraceDays ?? ''),
    bookAheadDays: String(settings.bookAheadDays ?? ''),
  };
}

const WHOLE_NUMBER = /^\d+$/;
const DECIMAL = /^\d+(\.\d{1,2})?$/;
const WHOLE_FIELDS = [
  'hourlyHoursBefore',
  'dailyHoursBefore',
  'monthlyDaysBefore',
  'membershipGraceDays',
  'bookAheadDays',
] as const;

/**
 * Only what the form itself can tell (blanks, numbers that are not numbers): the limits (name length, KRA PIN
 * shape, VAT and notice ranges) are the server's, and its per-field messages are shown under the fields.
 */
export function validateBusinessSettingsForm(
  values: BusinessSettingsFormValues,
): ValidationErrors<BusinessSettingsFormValues> {
  const errors: ValidationErrors<BusinessSettingsFormValues> = {};
  if (!values.businessName.trim()) errors.businessName = 'Business name is required';
  if (!values.address.trim()) errors.address = 'Address is required';
  if (!DECIMAL.test(values.vatRatePercent.trim())) errors.vatRatePercent = 'VAT rate must be a number, e.g. 16';
  for (const field of WHOLE_FIELDS) {
    if (!WHOLE_NUMBER.test(values[field].trim())) errors[field] = 'Must be a whole number';
  }
  return errors;
}

export function businessSettingsBody(values: BusinessSettingsFormValues): BusinessSettings {
  return {
    businessName: values.businessName.trim(),
    address: values.address.trim(),
    kraPin: values.kraPin.trim().toUpperCase() || null,
    vatRegistered: values.vatRegistered,
    vatRatePercent: Number(values.vatRatePercent.trim()),
    cancellation: {
      hourlyHoursBefore: Number(values.hourlyHoursBefore.trim()),
      dailyHoursBefore: Number(values.dailyHoursBefore.trim()),
      monthlyDaysBefore: Number(values.monthlyDaysBefore.trim()),
    },
    membershipGraceDays: Number(values.membershipGraceDays.trim()),
    bookAheadDays: Number(values.bookAheadDays.trim()),
  };
}

const FORM_FIELDS: ReadonlySet<string> = new Set<FormField>([
  'businessName',
  'address',
  'kraPin',
  'vatRegistered',
  'vatRatePercent',
  ...WHOLE_FIELDS,
]);

/** The server names nested fields by path ('cancellation.dailyHoursBefore'); the form keeps them flat. */
export function settingsFieldErrors(errors: Record<string, string> | undefined): [FormField, string][] {
  return Object.entries(errors ?? {}).flatMap(([path, message]) => {
    const field = path.startsWith('cancellation.') ? path.slice('cancellation.'.length) : path;
    return FORM_FIELDS.has(field) ? [[field as FormField, message] as [FormField, string]] : [];
  });
}
