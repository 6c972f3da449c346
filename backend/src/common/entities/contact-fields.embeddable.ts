import { Embeddable, Property } from '@mikro-orm/decorators/legacy';

/** What a visitor gives to be reached: first and last name, e-mail and (optionally) phone. */
export interface ContactDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
}

/**
 * The contact fields of space bookings, plan bookings, contact inquiries and job applications, one definition
 * for the four. Entities embed it with `prefix: false`, so the columns keep their names (first_name, last_name,
 * email, phone). Nullability follows each table: names and e-mail are required here and the phone is not; space
 * bookings embed it as nullable (every column null), plan bookings embed `ContactFieldsWithPhone`.
 */
@Embeddable()
export class ContactFields {
  @Property({ type: 'text' })
  firstName: string;

  @Property({ type: 'text' })
  lastName: string;

  @Property({ type: 'text' })
  email: string;

  @Property({ type: 'text', nullable: true })
  phone: string | null;

  constructor(details: ContactDetails) {
    this.firstName = details.firstName;
    this.lastName = details.lastName;
    this.email = details.email;
    this.phone = details.phone ?? null;
  }
}

/** The same fields with the phone required: plan bookings' phone column is NOT NULL. */
@Embeddable()
export class ContactFieldsWithPhone extends ContactFields {
  @Property({ type: 'text' })
  declare phone: string;

  constructor(details: ContactDetails & { phone: string }) {
    super(details);
  }
}

/** The four fields as plain data, in the order forms and API responses list them. */
export function contactFieldsOf(contact: ContactFields): {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
} {
  return { firstName: contact.firstName, lastName: contact.lastName, email: contact.email, phone: contact.phone };
}
