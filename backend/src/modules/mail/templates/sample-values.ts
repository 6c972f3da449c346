/** Values the preview fills placeholders with, so an admin sees a realistic message. */
export const SAMPLE_VALUES: Record<string, string> = {
  firstName: 'Wanjiku',
  lastName: 'Kamau',
  email: 'wanjiku@example.co.ke',
  phone: '+254712345678',
  membershipPlan: 'Flexible',
  spaceTitle: 'Boardroom (12 seats)',
  date: '2026-12-04',
  time: '10:00',
  duration: '2 hours',
  subject: 'Membership Information',
  body: 'I would like to know more about the Flexible plan.',
  notes: 'Please have the projector ready.',
  amount: '6,000',
  reference: 'SCH-2026-000123',
  description: 'Boardroom (12 seats), 4 December 2026',
  paidAt: '2026-12-01 09:30',
  status: 'confirmed',
  position: 'Community Manager',
  startDate: '2026-12-01',
};

/** Sample values for the given placeholders; unknown ones read 'Sample'. */
export function sampleValuesFor(placeholders: string[]): Record<string, string> {
  return Object.fromEntries(placeholders.map((name) => [name, SAMPLE_VALUES[name] ?? 'Sample']));
}
