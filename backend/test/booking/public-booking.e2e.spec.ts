import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { postWithProofOfWork } from '../support/proof-of-work.js';
import { createTestApp, ROOT, signIn, type TestApp } from '../support/test-app.js';
import { CONTACT, futureWeekday, makeSpace } from './support.js';

describe('public booking endpoints', () => {
  let testApp: TestApp;
  const post = async (path: string, body: unknown) => {
    const response = await postWithProofOfWork(testApp.api, path, body);
    return {
      status: response.status,
      body: (await response.json()) as {
        message?: string;
        errors?: Record<string, string>;
        id?: string;
        status?: string;
      },
    };
  };
  const tour = (overrides: Record<string, unknown> = {}) => ({
    type: 'tour',
    date: futureWeekday(),
    time: '10:00',
    duration: 1,
    notes: '',
    ...CONTACT,
    ...overrides,
  });

  beforeAll(async () => {
    testApp = await createTestApp({ STAFF_EMAIL: 'staff@syokimau.test' });
  });
  afterAll(() => testApp.close());

  it('lists active spaces in display order with the fields the cards read', async () => {
    const em = testApp.em();
    const { space: second } = await makeSpace(em, { name: 'Second' });
    const { space: first } = await makeSpace(em, { name: 'First' });
    const { space: hidden } = await makeSpace(em, { name: 'Hidden' });
    second.displayOrder = 2;
    first.displayOrder = 1;
    hidden.isActive = false;
    hidden.isAvailable = false;
    await em.flush();
    const spaces = (await (await fetch(`${testApp.api}/spaces`)).json()) as {
      name: string;
      rate: string;
      billingCycle: string;
      amenities: string[];
    }[];
    expect(spaces.map((space) => space.name).slice(0, 2)).toEqual(['First', 'Second']);
    expect(spaces.map((space) => space.name)).not.toContain('Hidden');
    expect(spaces[0]).toMatchObject({ rate: '1500.00', billingCycle: 'hourly', amenities: [] });
  });

  it('answers availability for a date in venue time', async () => {
    const { space } = await makeSpace(testApp.em(), { name: 'Availability', instances: 3 });
    const date = futureWeekday();
    const response = await fetch(`${testApp.api}/spaces/${space.id}/availability?date=${date}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      timeZone: string;
      timeSlots: { time: string; totalInstances: number; availableInstances: number; startAt: string }[];
    };
    expect(body.timeZone).toBe('Africa/Nairobi');
    expect(body.timeSlots[0]).toMatchObject({
      time: '06:00',
      totalInstances: 3,
      availableInstances: 3,
      startAt: `${date}T06:00:00.000+03:00`,
    });
    expect((await fetch(`${testApp.api}/spaces/${space.id}/availability?date=04-12-2026`)).status).toBe(400);
    const impossible = await fetch(`${testApp.api}/spaces/${space.id}/availability?date=2027-02-30`);
    expect(impossible.status).toBe(400);
    expect(await impossible.json()).toEqual({ message: 'Date must be in YYYY-MM-DD format' });
    expect((await fetch(`${testApp.api}/spaces/${crypto.randomUUID()}/availability?date=${date}`)).status).toBe(404);
  });

  it('books a free tour, pending until staff confirm, and stages the visitor’s and the staff e-mails', async () => {
    const created = await post('/bookings', tour({ email: 'tour@example.com', notes: 'Coming with a colleague' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'pending',
      message: "Booking Submitted Successfully! We'll contact you to confirm.",
    });
    const mail = await testApp
      .em()
      .find(
        MailOutbox,
        { templateName: { $in: ['tour-requested', 'tour-requested-staff'] } },
        { orderBy: { templateName: 'asc' } },
      );
    expect(mail.map((row) => [row.templateName, row.recipient])).toEqual([
      ['tour-requested', 'tour@example.com'],
      ['tour-requested-staff', 'staff@syokimau.test'],
    ]);

    const root = await signIn(testApp.api, ROOT.username, ROOT.password);
    const listed = (await (await root.request('GET', '/admin/bookings')).json()) as {
      id: string;
      type: string;
      userFirstName: string;
      duration: number;
    }[];
    expect(listed.find((booking) => booking.id === created.body.id)).toMatchObject({
      type: 'tour',
      userFirstName: 'Wanjiku',
      duration: 1,
    });
    const approved = await root.request('PUT', `/admin/bookings/${created.body.id}`, {
      status: 'confirmed',
      notes: 'Status changed to confirmed by admin',
    });
    expect(approved.status).toBe(200);
    const [confirmation] = await testApp
      .em()
      .find(MailOutbox, { templateName: 'booking-confirmed', recipient: 'tour@example.com' });
    expect(confirmation.variables).toMatchObject({
      spaceTitle: 'Tour & Consultation',
      duration: '30 minutes',
      time: '10:00',
    });
    expect(confirmation.attachments.map((attachment) => attachment.filename)).toEqual([
      'booking.ics',
      expect.stringMatching(/^check-in-[A-HJKMNP-Z2-9]{8}\.png$/),
    ]);
  });

  it('answers every rule of the booking page schema with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'spaceship' }, 'Invalid booking type'],
      [{ date: undefined, dates: [] }, 'At least one date is required'],
      [{ date: undefined }, 'At least one date is required'],
      [
        {
          date: undefined,
          dates: Array.from({ length: 11 }, (_, index) => `2027-01-${String(index + 1).padStart(2, '0')}`),
        },
        'Maximum 10 dates allowed',
      ],
      [{ date: '04/12/2026' }, 'Date must be in YYYY-MM-DD format'],
      [{ date: '2027-02-30' }, 'Date must be in YYYY-MM-DD format'],
      [{ date: undefined, dates: ['2027-01-04', '2027-01-04'] }, 'Duplicate dates are not allowed'],
      [{ time: '10am' }, "Time must be in HH:MM format, 'All Day Access', or 'Monthly Access'"],
      [{ duration: 0 }, 'Duration must be between 1 and 24'],
      [{ duration: 25 }, 'Duration must be between 1 and 24'],
      [{ firstName: ' ' }, 'First name is required'],
      [{ lastName: '' }, 'Last name is required'],
      [{ email: 'nope' }, 'Valid email is required'],
      [{ phone: '' }, 'Phone number is required'],
    ];
    for (const [overrides, message] of cases) {
      const response = await post('/bookings', tour(overrides));
      expect({ overrides, status: response.status, message: response.body.message }).toEqual({
        overrides,
        status: 400,
        message,
      });
    }
  });

  it('keeps tours within 09:00–17:00 and in the future, and sends paid types to checkout', async () => {
    expect((await post('/bookings', tour({ time: '07:00' }))).body.message).toBe(
      'Tours run every hour from 09:00 to 17:00.',
    );
    expect((await post('/bookings', tour({ date: '2020-01-06' }))).body.message).toBe(
      'Please choose today or a later date.',
    );
    expect((await post('/bookings', tour({ type: 'meeting-room' }))).body.message).toBe(
      'This booking needs payment. Please continue to checkout.',
    );
  });
});
