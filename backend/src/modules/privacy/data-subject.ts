/**
 * The person a privacy request is about, as far as the product can tell: the addresses that identify them (a member's
 * account e-mail and phone, a booking's contact e-mail and phone, or the e-mail a signed link was sent to).
 */
export interface DataSubject {
  /** Lower-cased. */
  emails: string[];
  /** Phone keys (2547XXXXXXXX for a Kenyan mobile; see `phoneKey`). */
  phones: string[];
  /** The member account, when the person is signed in. */
  userId?: string | null;
}
