import { ApiError } from '../../../api/client';
import { waitlistSchema } from '../registration/registration-form';
import {
  ACCEPT_FAILED,
  acceptRefusal,
  addressWithoutOffer,
  eventWaitlistRequestBody,
  isEventFull,
  JOIN_FAILED,
  joinRefusal,
  OFFER_ENDED,
  readWaitlistOffer,
} from './event-waitlist';

const EVENT_ID = '7d1f0c52-6b3e-4a8e-9a57-2f0b8f1c3d44';
const TOKEN = 'q3ZbH1n0Xw-6_Yt2c9LkPa4sVuE8dRfG';

describe("joining a full event's waitlist", () => {
  it('sends the event and the details trimmed, the spaces of a Kenyan number dropped and the e-mail lower-cased', () => {
    const details = waitlistSchema.parse({
      firstName: ' Zawadi ',
      lastName: 'Mwangi  ',
      email: ' Zawadi@Example.CO.KE ',
      phone: '0712 345 678',
    });
    expect(eventWaitlistRequestBody(EVENT_ID, details)).toEqual({
      eventId: EVENT_ID,
      firstName: 'Zawadi',
      lastName: 'Mwangi',
      email: 'zawadi@example.co.ke',
      phone: '0712345678',
    });
  });

  it("takes the registration's 409 saying the event is full, and nothing else, as the way to the waitlist", () => {
    const full =
      'Tech Founders Breakfast is full: all seats are taken. Join its waitlist and we will e-mail you if a seat frees up.';
    expect(isEventFull(new ApiError(full, 409))).toBe(true);
    expect(
      isEventFull(new ApiError('This e-mail address is already registered for Tech Founders Breakfast.', 409)),
    ).toBe(false);
    expect(isEventFull(new ApiError(full, 400))).toBe(false);
    expect(isEventFull(new Error(full))).toBe(false);
  });

  it("says a refusal in the server's words, and notices when a seat is free after all", () => {
    const freeSeat = 'Tech Founders Breakfast has a free seat: register for it now.';
    expect(joinRefusal(new ApiError(freeSeat, 409))).toEqual({ message: freeSeat, seatFree: true });
    const hasSeat = 'This e-mail address already has a seat at Tech Founders Breakfast.';
    expect(joinRefusal(new ApiError(hasSeat, 409))).toEqual({ message: hasSeat, seatFree: false });
    const gone = 'This event no longer takes registrations. Reload the events page.';
    expect(joinRefusal(new ApiError(gone, 404))).toEqual({ message: gone, seatFree: false });
    expect(joinRefusal(new TypeError('Failed to fetch'))).toEqual({ message: JOIN_FAILED, seatFree: false });
  });
});

describe('the page an e-mailed offer leads to', () => {
  it('reads the token from the fragment while the offer is open', () => {
    expect(readWaitlistOffer(`#waitlist-offer=${TOKEN}`, '')).toEqual({ kind: 'offer', token: TOKEN });
    expect(readWaitlistOffer(`#waitlist-offer=${TOKEN}`, '?utm_source=mail')).toEqual({ kind: 'offer', token: TOKEN });
  });

  it('reads that the offer has ended from the query', () => {
    expect(readWaitlistOffer('', '?waitlist-offer=ended')).toEqual({ kind: 'ended' });
    expect(readWaitlistOffer('', '?utm_source=mail&waitlist-offer=ended')).toEqual({ kind: 'ended' });
  });

  it('finds no offer in any other address', () => {
    expect(readWaitlistOffer('', '')).toBeUndefined();
    expect(readWaitlistOffer('#waitlist-offer=', '')).toBeUndefined();
    expect(readWaitlistOffer('#upcoming', '?waitlist-offer=open')).toBeUndefined();
    expect(readWaitlistOffer('#waitlist-offer=a b', '')).toBeUndefined();
    expect(readWaitlistOffer('#waitlist-offer=%E0%A4%A', '')).toBeUndefined();
  });

  it('puts the address back without the offer, keeping everything else', () => {
    expect(addressWithoutOffer({ pathname: '/events', search: '', hash: `#waitlist-offer=${TOKEN}` })).toBe('/events');
    expect(addressWithoutOffer({ pathname: '/events', search: '?waitlist-offer=ended', hash: '' })).toBe('/events');
    expect(
      addressWithoutOffer({ pathname: '/events', search: '?utm_source=mail&waitlist-offer=ended', hash: '#past' }),
    ).toBe('/events?utm_source=mail#past');
  });

  it("says why the seat could not be confirmed: an ended offer in the server's words, for good", () => {
    const ended = new ApiError(OFFER_ENDED, 404);
    expect(acceptRefusal(ended)).toEqual({ message: OFFER_ENDED, ended: true });
    expect(acceptRefusal(new ApiError('', 404))).toEqual({ message: OFFER_ENDED, ended: true });
  });

  it('lets anything else be tried again', () => {
    const busy = 'Too many requests. Please try again in a minute.';
    expect(acceptRefusal(new ApiError(busy, 429))).toEqual({ message: busy, ended: false });
    expect(acceptRefusal(new TypeError('Failed to fetch'))).toEqual({ message: ACCEPT_FAILED, ended: false });
  });
});
