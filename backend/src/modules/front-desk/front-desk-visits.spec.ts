import { type VisitDto } from './dto/front-desk.dto.js';
import { type BookedVisitRow, type GuestVisitRow } from './front-desk.repository.js';
import { bookingVisit, guestVisit, visitMatches } from './front-desk.service.js';

const row = (fields: Partial<BookedVisitRow> = {}): BookedVisitRow => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  visit_id: 'a1b2c3d4-0000-4000-8000-000000000001',
  type: 'meeting-room',
  date: '2026-12-02',
  time: '10:00',
  status: 'confirmed',
  first_name: 'Wanjiku',
  last_name: 'Kamau',
  email: 'wanjiku@example.co.ke',
  phone: '+254 712 345 678',
  space_name: 'Boardroom',
  uses_allowance: false,
  code: 'K7QM3XPA',
  checked_in_at: null,
  ...fields,
});

const guest: GuestVisitRow = {
  id: 'f0e1d2c3-0000-4000-8000-000000000002',
  date: '2026-12-02',
  first_name: 'Otieno',
  last_name: 'Odhiambo',
  email: 'otieno@example.com',
  phone: null,
  cancelled_at: null,
  host_first_name: null,
  host_last_name: null,
  host_username: 'amani',
  code: null,
  checked_in_at: '2026-12-02 06:15:00.123+00',
};

describe('what the front desk sees of a visit', () => {
  it('makes one entry of a booking’s slots on a day, a member’s booking when any slot used the allowance', () => {
    const visit = bookingVisit([row({ time: '14:00' }), row({ id: 'other', time: '10:00', uses_allowance: true })]);
    expect(visit).toMatchObject({
      kind: 'member-booking',
      reference: 'A1B2C3D4',
      name: 'Wanjiku Kamau',
      title: 'Boardroom',
      time: '10:00, 14:00',
      hostName: null,
      checkedInAt: null,
    });
    expect(bookingVisit([row({ time: 'Monthly Access' })]).time).toBe('All Day Access');
    expect(bookingVisit([row({ type: 'tour', space_name: null, time: '11:00' })])).toMatchObject({
      kind: 'tour',
      title: 'Tour & Consultation',
    });
    expect(bookingVisit([row()]).kind).toBe('booking');
  });

  it('names a guest by their host (the username when the host has no name) and reads the check-in time', () => {
    expect(guestVisit(guest)).toMatchObject({
      kind: 'guest',
      title: 'Guest of amani',
      hostName: 'amani',
      time: 'All Day Access',
      checkedInAt: '2026-12-02T06:15:00.123Z',
    });
    expect(guestVisit({ ...guest, host_first_name: 'Amani', host_last_name: 'Njeri' }).title).toBe(
      'Guest of Amani Njeri',
    );
  });

  it('finds a visit by name, e-mail, phone (with or without spaces), reference or code (with or without the dash)', () => {
    const visit: VisitDto = { ...bookingVisit([row()]), code: 'K7QM-3XPA' };
    for (const q of [
      'wanjiku',
      'KAMAU',
      'example.co.ke',
      '712 345',
      '712345678',
      'a1b2c3d4',
      'k7qm-3xpa',
      'K7QM3XPA',
      'k7qm 3xpa',
      undefined,
      '',
    ])
      expect(visitMatches(visit, q)).toBe(true);
    for (const q of ['otieno', 'K7QM-3XPB', '99999']) expect(visitMatches(visit, q)).toBe(false);
  });
});
