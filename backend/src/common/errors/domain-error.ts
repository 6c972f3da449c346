/**
 * What kind of refusal a domain error is, in the domain's words; the HTTP filter (common/http/http-exception.filter.ts)
 * is the one place that turns a kind into a status code.
 */
export type DomainErrorKind =
  | 'invalid' // the request cannot be carried out as asked (400)
  | 'unauthenticated' // who is asking is not known (401)
  | 'forbidden' // who is asking may not do this (403)
  | 'not-found' // what was named does not exist, or is not theirs to see (404)
  | 'conflict' // the state of things refuses it now (409)
  | 'too-large' // more than is accepted (413)
  | 'upstream-failed'; // a service we depend on (Paystack) refused or did not answer (502)

/**
 * A refusal of a domain rule: the module it comes from, a stable code (for logs, tests and clients), its kind, and the
 * message a person can act on (with per-field messages where a field is at fault). Each module has one subclass
 * (`BookingError`, `PaymentError`, …) and builds its errors from its messages file, so a rule's words live in one place.
 */
export abstract class DomainError<Code extends string = string> extends Error {
  abstract readonly module: string;

  constructor(
    readonly code: Code,
    readonly kind: DomainErrorKind,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
