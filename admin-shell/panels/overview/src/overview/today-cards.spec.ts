import type { OverviewToday } from 'admin-kit';
import { todayCards } from './today-cards';

const booking = {
  type: 'space',
  spaceName: 'Hot Desk',
  customerName: 'Wanjiru Kamau',
  date: '2026-11-23',
  time: '10:00',
  holdExpiresAt: '2026-11-23T07:30:00.000Z',
};

const today: OverviewToday = {
  today: '2026-11-23',
  arrivals: { count: 3, rows: [{ ...booking, id: 'a1' }] },
  expiringHolds: { count: 1, rows: [{ ...booking, id: 'h1', spaceName: null }] },
  pendingTours: { count: 1, rows: [{ ...booking, id: 't1', type: 'tour', spaceName: null, time: 'All Day Access' }] },
  unansweredContacts: {
    count: 2,
    rows: [{ id: 'c1', name: 'Otieno', subject: 'Team room', createdAt: '2026-11-22T09:00:00.000Z' }],
  },
  renewalsDue: {
    count: 1,
    renewsBefore: '2026-11-30',
    rows: [{ id: 'r1', memberName: 'Akinyi', planName: 'Flex', renewsOn: '2026-11-28', renewsAutomatically: true }],
  },
};

describe("the Overview's Today cards", () => {
  const now = Date.parse('2026-11-23T07:05:00.000Z');

  it('show the sections the server sent, in the order staff work them, with their counts and first rows', () => {
    const cards = todayCards(today, now);
    expect(cards.map((card) => [card.title, card.count])).toEqual([
      ["Today's Arrivals", 3],
      ['Holds Expiring Within the Hour', 1],
      ['Pending Tours', 1],
      ['Unanswered Contacts', 2],
      ['Renewals Due', 1],
    ]);
    expect(cards[0]).toMatchObject({
      rows: [{ id: 'a1', primary: 'Wanjiru Kamau', secondary: '10:00 AM · Hot Desk' }],
      list: { tab: 'bookings', filters: { from: '2026-11-23', to: '2026-11-23', status: 'confirmed' } },
    });
    expect(cards[1].rows[0].secondary).toBe('Tour · hold ends in 25 min');
    expect(cards[2].rows[0].secondary).toMatch(/ · All Day Access$/);
    expect(cards[3].rows[0]).toEqual({ id: 'c1', primary: 'Otieno', secondary: 'Team room' });
    expect(cards[4].list).toEqual({ tab: 'memberships', filters: { status: 'active', renewsBefore: '2026-11-30' } });
  });

  it('leave out the sections the admin may not view', () => {
    const { today: date, unansweredContacts } = today;
    expect(todayCards({ today: date, unansweredContacts }, now).map((card) => card.title)).toEqual([
      'Unanswered Contacts',
    ]);
  });
});
