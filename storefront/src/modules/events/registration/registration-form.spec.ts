import { admissionText, REGISTRATION_BLANK, registrationSchema, waitlistSchema } from './registration-form';

const VALID = { firstName: 'Wanjiru', lastName: 'Kamau', email: 'wanjiru@example.co.ke', phone: '' };

/** The first message per field, as the form shows it beside the field. */
function errorsOf(
  input: Record<string, unknown>,
  schema: typeof registrationSchema | typeof waitlistSchema = registrationSchema,
): Record<string, string> {
  const result = schema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the event registration form', () => {
  it('starts blank and sends a valid form without an empty phone', () => {
    expect(REGISTRATION_BLANK).toEqual({ firstName: '', lastName: '', email: '', phone: '' });
    expect(registrationSchema.parse({ ...VALID, firstName: '  Wanjiru ' })).toEqual({
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      email: 'wanjiru@example.co.ke',
      phone: undefined,
    });
  });

  it('drops the spaces people type in a Kenyan number, as the other public forms do', () => {
    expect(registrationSchema.parse({ ...VALID, phone: '0712 345 678' }).phone).toBe('0712345678');
  });

  it('says what is missing or wrong in the words the server uses', () => {
    expect(errorsOf(REGISTRATION_BLANK)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    });
    expect(errorsOf({ ...VALID, email: 'wanjiru@' })).toEqual({ email: 'Please enter a valid email address' });
    expect(errorsOf({ ...VALID, phone: '12ab' })).toEqual({ phone: 'Please enter a valid phone number' });
  });

  it('tells a paid event is paid at the door, and a free one is free', () => {
    expect(admissionText('0.00')).toBe('Free');
    expect(admissionText('1000.00')).toBe('KSh 1,000, paid at the door (cash or M-Pesa)');
  });

  it("asks a full event's waitlist for the same fields in the same words, with the phone required", () => {
    expect(errorsOf(REGISTRATION_BLANK, waitlistSchema)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
    expect(errorsOf({ ...VALID, phone: '12ab' }, waitlistSchema)).toEqual({
      phone: 'Please enter a valid phone number',
    });
    expect(waitlistSchema.parse({ ...VALID, firstName: ' Wanjiru ', phone: '0712 345 678' })).toEqual({
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      email: 'wanjiru@example.co.ke',
      phone: '0712345678',
    });
  });
});
