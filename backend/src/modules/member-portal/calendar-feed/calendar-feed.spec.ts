import { calendarFeed } from './calendar-feed-ics.js';
import { feedToken, verifyFeedToken } from './calendar-feed-tokens.js';

const KEY = 'a-session-secret';
const USER = '4f9f44a5-7d47-4056-965c-ad5618e1fd74';

describe('calendar feed tokens', () => {
  it('reads back the member and version it was signed for', () => {
    const token = feedToken(KEY, { userId: USER, version: 3 });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.3\.[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.split('.')[0], 'base64url').toString()).toBe(USER);
    expect(verifyFeedToken(KEY, token)).toEqual({ userId: USER, version: 3 });
  });

  it('refuses a token with another version, another member, another key, or a broken shape', () => {
    const token = feedToken(KEY, { userId: USER, version: 3 });
    const [user, , signature] = token.split('.');
    const other = Buffer.from('00000000-0000-4000-8000-000000000000').toString('base64url');
    expect(verifyFeedToken(KEY, `${user}.4.${signature}`)).toBe(null);
    expect(verifyFeedToken(KEY, `${other}.3.${signature}`)).toBe(null);
    expect(verifyFeedToken('another-secret', token)).toBe(null);
    expect(verifyFeedToken(KEY, `${token}.x`)).toBe(null);
    expect(verifyFeedToken(KEY, `${user}.03.${signature}`)).toBe(null);
    expect(verifyFeedToken(KEY, `${user}.3.${signature.slice(1)}`)).toBe(null);
    expect(verifyFeedToken(KEY, '')).toBe(null);
    expect(verifyFeedToken(KEY, `${Buffer.from('not a uuid').toString('base64url')}.3.${signature}`)).toBe(null);
  });
});

describe('the calendar feed', () => {
  const feed = calendarFeed({
    bookings: [
      {
        id: 'row-1',
        title: 'Boardroom',
        reference: 'ABCD1234',
        start: new Date('2026-12-04T07:00:00Z'),
        end: new Date('2026-12-04T09:00:00Z'),
        sequence: 2,
      },
    ],
    guestVisits: [{ id: 'pass-1', guestName: 'Otieno Achieng', date: '2026-12-31' }],
    renewals: [{ membershipId: 'plan-1', planName: 'Flexible', date: '2027-01-01', sequence: 4 }],
  });
  const unfolded = feed.replace(/\r\n[ \t]/g, '');
  const events = unfolded.split('BEGIN:VEVENT').slice(1);

  it('is one named calendar with an event per booking row, guest visit and renewal', () => {
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(unfolded).toContain('X-WR-CALNAME:Syokimau Coworking Hub');
    expect(events).toHaveLength(3);
  });

  it('gives a booking its confirmation e-mail’s UID, its instants and its SEQUENCE', () => {
    expect(events[0]).toContain('UID:row-1@syokimau-coworking');
    expect(events[0]).toContain('SUMMARY:Boardroom at Syokimau Coworking Hub');
    expect(events[0]).toContain('DTSTART:20261204T070000Z');
    expect(events[0]).toContain('DTEND:20261204T090000Z');
    expect(events[0]).toContain('SEQUENCE:2');
  });

  it('shows guests and renewals as all-day events with stable UIDs', () => {
    expect(events[1]).toContain('UID:guest-pass-pass-1@syokimau-coworking');
    expect(events[1]).toContain('SUMMARY:Guest: Otieno Achieng');
    expect(events[1]).toContain('DTSTART;VALUE=DATE:20261231');
    expect(events[1]).toContain('DTEND;VALUE=DATE:20270101');
    expect(events[2]).toContain('UID:membership-renewal-plan-1@syokimau-coworking');
    expect(events[2]).toContain('SUMMARY:Flexible membership renews');
    expect(events[2]).toContain('DTSTART;VALUE=DATE:20270101');
    expect(events[2]).toContain('SEQUENCE:4');
  });

  it('is a valid empty calendar when there is nothing to show', () => {
    const empty = calendarFeed({ bookings: [], guestVisits: [], renewals: [] });
    expect(empty).toContain('BEGIN:VCALENDAR');
    expect(empty).toContain('END:VCALENDAR');
    expect(empty).not.toContain('BEGIN:VEVENT');
  });
});
