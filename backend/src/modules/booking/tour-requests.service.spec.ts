import { BOOKING_HORIZON_MESSAGES } from '@coworking/domain';
import { type RateLimitService } from '../../common/rate-limits/rate-limit.service.js';
import { type ConsentEntry, type Consents } from '../privacy/consents/consents.service.js';
import { CONTACT, FakeBookingDatabase } from './booking-fakes.js';
import { fakeBookingMail, fakeSettings, fakeStaffNotices } from './booking-service-fakes.js';
import { BOOKING_MESSAGES } from './booking.messages.js';
import { TourRequestsService } from './tour-requests.service.js';

/** Tuesday 1 December 2026, 09:00 in Nairobi. */
const NOW = new Date('2026-12-01T06:00:00Z');
const FRIDAY = '2026-12-04';

/** The tour service over the fake database; `acknowledge` is whether the visitor may get another acknowledgement. */
function setUp(acknowledge = true) {
  const db = new FakeBookingDatabase();
  const unitOfWork = db.unitOfWork();
  const limits: Pick<RateLimitService, 'allows'> = { allows: async () => acknowledge };
  const consents: ConsentEntry[] = [];
  const fakeConsents: Pick<Consents, 'record'> = {
    record: (_tx, entry) => {
      consents.push(entry);
      return null;
    },
  };
  const tours = new TourRequestsService(
    unitOfWork.asUnitOfWork(),
    db.bookingsRepository(),
    fakeSettings(db),
    limits as RateLimitService,
    fakeStaffNotices(),
    fakeBookingMail(db),
    fakeConsents as Consents,
  );
  return { db, tours, unitOfWork, consents };
}

describe('a visitor requesting a tour', () => {
  it('stores a pending tour (a group of one) and tells staff and the visitor, with a manage link', async () => {
    const { db, tours, unitOfWork } = setUp();
    const tour = await tours.requestTour(CONTACT, FRIDAY, '11:00', 'Looking for a team office', NOW);
    expect(tour).toMatchObject({ type: 'tour', date: FRIDAY, time: '11:00', status: 'pending', duration: 1 });
    expect(tour.bookingGroupId).toBe(tour.id);
    expect(db.rows).toEqual([tour]);
    expect(unitOfWork.commits).toBe(1);
    const [visitor, staff] = db.dispatched;
    expect(visitor).toEqual({
      template: 'tour-requested',
      to: CONTACT.email,
      variables: {
        firstName: 'Wanjiku',
        date: FRIDAY,
        time: '11:00',
        manageUrl: `https://syokimau.example/bookings/manage/${tour.id}`,
      },
    });
    // The visitor's notes go to staff only.
    expect(staff).toMatchObject({
      template: 'tour-requested-staff',
      to: 'tours@syokimau.example',
      variables: { notes: 'Looking for a team office', email: CONTACT.email },
    });
  });

  it("records the ticked SMS box as the number's SMS consent from the tour form, and nothing when unticked", async () => {
    const { tours, consents } = setUp();
    await tours.requestTour(CONTACT, FRIDAY, '11:00', null, NOW);
    expect(consents).toEqual([]);
    await tours.requestTour(CONTACT, FRIDAY, '11:00', null, NOW, { smsConsent: true });
    expect(consents).toEqual([
      { channel: 'sms', granted: true, phone: CONTACT.phone, email: CONTACT.email, source: 'tour-form' },
    ]);
  });

  it('tells only staff when the visitor has had enough acknowledgements already', async () => {
    const { db, tours } = setUp(false);
    await tours.requestTour(CONTACT, FRIDAY, '11:00', null, NOW);
    expect(db.dispatched.map((mail) => mail.template)).toEqual(['tour-requested-staff']);
  });

  it('refuses a time outside tour hours or in the past (400), storing nothing', async () => {
    const { db, tours } = setUp();
    for (const time of ['08:00', '18:00', '11:30'])
      await expect(tours.requestTour(CONTACT, FRIDAY, time, null, NOW)).rejects.toMatchObject({
        code: 'tour-outside-hours',
        kind: 'invalid',
        message: BOOKING_MESSAGES.tourOutsideHours,
      });
    await expect(tours.requestTour(CONTACT, '2026-11-30', '11:00', null, NOW)).rejects.toMatchObject({
      code: 'start-not-bookable',
      kind: 'invalid',
      message: BOOKING_HORIZON_MESSAGES.pastDate,
    });
    expect(db.rows).toEqual([]);
    expect(db.dispatched).toEqual([]);
  });
});
