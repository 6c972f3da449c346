import { Transform } from 'class-transformer';

/**
 * Input clean-ups shared by every DTO (class-transformer runs them before validation).
 */

/** Trims strings (required fields keep '' so their "required" message can say so). */
export function Trim() {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
}

/** Trims strings; a blank optional field counts as not sent. */
export function TrimToUndefined() {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value));
}

/** Lower-cases and trims e-mail addresses so one mailbox is one account. */
export function NormaliseEmail() {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
}

/** Blank or missing numbers mean "assign one for me"; anything else is read as a number. */
export function OptionalNumber() {
  return Transform(({ value }: { value: unknown }) =>
    value === '' || value === null || value === undefined ? undefined : Number(value),
  );
}

/** Admin forms send KES amounts as text: '25000', '25,000' or '1500.50'. */
export function MoneyText() {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/,/g, '').trim() : value,
  );
}

/** 'true'/'false' in a query string. */
export function BooleanQuery() {
  return Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value));
}
