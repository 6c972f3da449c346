import { CheckoutPhoneField, EmailField, FirstNameField, LastNameField } from './contact-field.decorators.js';

/** The checkout's contact details form (spec section 5), shared by space and plan checkouts. */
export class CheckoutContactDto {
  @FirstNameField() firstName!: string;
  @LastNameField() lastName!: string;
  @EmailField() email!: string;
  @CheckoutPhoneField() phone!: string;
}
