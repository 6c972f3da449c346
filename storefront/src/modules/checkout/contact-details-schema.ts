import { z } from 'zod';

/** The checkout's contact details form (spec section 5), for space and plan checkouts; the server checks the same. */
export const contactDetailsSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address'),
  phone: z
    .string()
    .min(1, 'Phone number is required')
    .regex(/^\S*$/, 'Phone number cannot contain spaces')
    .regex(/^\+?[0-9()-]{10,}$/, 'Please enter a valid phone number'),
});

export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/** The first message per field, as the form shows them. */
export function contactDetailsErrors(values: Partial<Record<keyof ContactDetails, string>>): Partial<Record<keyof ContactDetails, string>> {
  const result = contactDetailsSchema.safeParse({ firstName: '', lastName: '', email: '', phone: '', ...values });
  const errors: Partial<Record<keyof ContactDetails, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactDetails;
    errors[field] ??= issue.message;
  }
  return errors;
}
