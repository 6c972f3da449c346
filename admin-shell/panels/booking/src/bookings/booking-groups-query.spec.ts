import type { BookingGroup } from 'admin-kit';
import { bookingOf, groupDatesText, groupPaymentSummary, isPendingTour } from './booking-groups-query';

const date = (id: string, day: string, overrides: Partial<BookingGroup['bookings'][number]> = {}) => ({
  id,
  date: day,
  time: '09:00',
  duration: 1,
  status: 'confirmed' as const,
  priceCents: 150_000,
  notes: null,
  holdExpiresAt: null,
  ...overrides,
});

function group(overrides: Partial<BookingGroup> = {}): BookingGroup {
  return {
    id: '3f2a9c1d-0000-4000-8000-000000000001',
    reference: '3F2A9C1D',
    kind: 'space',
    type: 'hot-desk',
    spaceId: 'space-1',
    spaceName: 'Hot Desk',
    status: 'confirmed',
    firstDate: '2026-12-04',
    lastDate: '2026-12-06',
    bookingCount: 3,
    customerName: 'Wanjiku Njeri Kamau',
    email: 'wanjiku@example.com',
    phone: '+254712345678',
    priceCents: 450_000,
    createdAt: '2026-11-23T07:00:00.000Z',
    bookings: [date('b1', '2026-12-04'), date('b2', '2026-12-05'), date('b3', '2026-12-06')],
    payment: { status: 'paid', paidCents: 450_000, refundedCents: 0, reference: 'ref-1' },
    ...overrides,
  };
}

describe('a booking group on the Bookings tab', () => {
  it('gives the Manage dialog one date as a booking, with the group’s customer and that date’s notes and price', () => {
    const withNotes = group({
      bookings: [date('b1', '2026-12-04', { notes: 'Refund or rebook', status: 'cancelled', priceCents: 100_000 })],
    });
    expect(bookingOf(withNotes, withNotes.bookings[0]!)).toMatchObject({
      id: 'b1',
      bookingGroupId: withNotes.id,
      type: 'hot-desk',
      date: '2026-12-04',
      time: '09:00',
      status: 'cancelled',
      notes: 'Refund or rebook',
      priceCents: 100_000,
      userFirstName: 'Wanjiku',
      lastName: 'Njeri Kamau',
      email: 'wanjiku@example.com',
    });
  });

  it('words its dates as one date and time, or a span with how many', () => {
    const format = (day: string) => `<${day}>`;
    expect(groupDatesText(group(), format)).toBe('<2026-12-04> – <2026-12-06> · 3 dates');
    const one = group({ bookingCount: 1, lastDate: '2026-12-04', bookings: [date('b1', '2026-12-04')] });
    expect(groupDatesText(one, format)).toBe('<2026-12-04> at 09:00');
  });

  it('says what was received and refunded once money came in, else what is due, and that tours are free', () => {
    expect(groupPaymentSummary(group())).toEqual({
      badge: { label: 'Paid', variant: 'success' },
      detail: 'KES 4,500 received',
    });
    const partly = group({
      payment: { status: 'partially_refunded', paidCents: 450_000, refundedCents: 150_000, reference: 'r' },
    });
    expect(groupPaymentSummary(partly).detail).toBe('KES 4,500 received · KES 1,500 refunded');
    const unpaid = group({ payment: { status: 'none', paidCents: 0, refundedCents: 0, reference: null } });
    expect(groupPaymentSummary(unpaid)).toEqual({
      badge: { label: 'Not paid', variant: 'secondary' },
      detail: 'KES 4,500 due',
    });
    expect(groupPaymentSummary(group({ kind: 'tour', type: 'tour', priceCents: null }))).toEqual({
      badge: null,
      detail: 'Free tour',
    });
  });

  it('offers only pending tour requests for approving or rejecting together', () => {
    expect(isPendingTour(group({ kind: 'tour', status: 'pending' }))).toBe(true);
    expect(isPendingTour(group({ kind: 'tour', status: 'confirmed' }))).toBe(false);
    expect(isPendingTour(group({ kind: 'space', status: 'pending' }))).toBe(false);
  });
});
