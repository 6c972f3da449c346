const WHOLE_NUMBER = /^\d+$/;

/** A capacity-like count: a whole number of at least 1; anything else falls back to 1. */
export function atLeastOne(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/** True for a blank field or a whole number of at least 1 (display orders, numbers). */
export function isBlankOrPositiveInteger(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || (WHOLE_NUMBER.test(trimmed) && Number(trimmed) >= 1);
}

/** An optional positive whole number: blank means "let the server pick". */
export function optionalPositiveInteger(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** A price or rate as stored ('25000.00') shown in a form field ('25000'). */
export function amountField(amount: string | null): string {
  return amount === null ? '' : String(Number(amount));
}
