import { mentions, scrubbed } from './scrub.js';

const PERSON = {
  emails: ['amina.otieno@example.com'],
  phones: ['254712345678'],
  names: ['Amina Otieno', 'Amina', 'Otieno'],
};
const LABEL = 'Erasure request ER-2026-0004';

describe('taking a person out of stored text and JSON', () => {
  it('replaces their e-mail, names and phone (written any way) and leaves amounts, numbers and dates', () => {
    const receipt = {
      number: 'SCH-2026-000123',
      issuedAt: '2026-03-01T07:00:00.000Z',
      customer: { name: 'Amina Otieno', email: 'AMINA.OTIENO@example.com', phone: '0712 345 678' },
      lines: [{ description: 'Hot desk for Amina', amountCents: 150_000 }],
      note: 'Call +254 712 345 678 or 0722 000 111',
      totalCents: 150_000,
    };
    expect(scrubbed(receipt, PERSON, LABEL)).toEqual({
      number: 'SCH-2026-000123',
      issuedAt: '2026-03-01T07:00:00.000Z',
      customer: { name: LABEL, email: LABEL, phone: LABEL },
      lines: [{ description: `Hot desk for ${LABEL}`, amountCents: 150_000 }],
      note: `Call ${LABEL} or 0722 000 111`,
      totalCents: 150_000,
    });
  });

  it('matches names as whole words only, and leaves the keys it is told to keep', () => {
    const annual = { plan: 'Aminatu Annual', companyName: 'Amina Otieno Consulting', kraPin: 'A123456789Z' };
    expect(scrubbed(annual, PERSON, LABEL, ['companyName', 'kraPin'])).toEqual(annual);
    expect(mentions(annual, PERSON)).toBe(true);
    expect(mentions({ plan: 'Aminatu Annual' }, PERSON)).toBe(false);
  });
});
