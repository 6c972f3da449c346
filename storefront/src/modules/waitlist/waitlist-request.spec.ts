import { type BookableSpace } from '../booking/booking-selection';
import { waitlistRequestBody } from './waitlist-request';

const space = (billingCycle: BookableSpace['billingCycle']) => ({
  id: '5b0c8d8e-3a51-4f43-9c1e-0d6f3f0a9a11',
  billingCycle,
});

const DETAILS = { firstName: 'Wanjiru', lastName: 'Kamau', email: 'wanjiru@example.co.ke', phone: '+254712345678' };

describe('the request that joins a waitlist', () => {
  it('waits for one slot of an hourly space', () => {
    expect(waitlistRequestBody(space('hourly'), { date: '2026-12-04', time: '10:00' }, DETAILS)).toEqual({
      spaceId: '5b0c8d8e-3a51-4f43-9c1e-0d6f3f0a9a11',
      date: '2026-12-04',
      time: '10:00',
      ...DETAILS,
    });
  });

  it('sends no time at all for a daily or monthly space: they wait for the whole day', () => {
    for (const cycle of ['daily', 'monthly'] as const) {
      const body = waitlistRequestBody(space(cycle), { date: '2026-12-04', time: '10:00' }, DETAILS);
      expect(body).toEqual({ spaceId: '5b0c8d8e-3a51-4f43-9c1e-0d6f3f0a9a11', date: '2026-12-04', ...DETAILS });
      expect('time' in body).toBe(false);
    }
    expect('time' in waitlistRequestBody(space('hourly'), { date: '2026-12-04' }, DETAILS)).toBe(false);
  });

  it('trims every contact field and lower-cases the e-mail, as the server compares it for "already waiting"', () => {
    const typed = {
      firstName: '  Wanjiru ',
      lastName: ' Kamau  ',
      email: ' Wanjiru.Kamau@Example.CO.KE ',
      phone: ' +254712345678 ',
    };
    expect(waitlistRequestBody(space('hourly'), { date: '2026-12-04', time: '14:00' }, typed)).toEqual({
      spaceId: '5b0c8d8e-3a51-4f43-9c1e-0d6f3f0a9a11',
      date: '2026-12-04',
      time: '14:00',
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      email: 'wanjiru.kamau@example.co.ke',
      phone: '+254712345678',
    });
  });
});
