import { addVenueDays, venueInstant } from '@coworking/domain';
import { type Clock } from '../../src/common/clock/clock.js';
import { UnitOfWork } from '../../src/common/database/transaction.js';
import { BookingRemindersRepository } from '../../src/modules/booking/reminders/booking-reminders.repository.js';
import { BookingSmsReminders } from '../../src/modules/booking/reminders/booking-sms-reminders.service.js';
import { SmsOutbox } from '../../src/modules/sms/entities/sms-outbox.entity.js';
import { SmsService } from '../../src/modules/sms/sms.service.js';
import { futureWeekday } from '../booking/support.js';
import { postWithProofOfWork } from '../support/proof-of-work.js';
import { createTestAppWithSms, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

const VISITOR = { firstName: 'Njeri', lastName: 'Mwangi', email: 'njeri@example.com' };

describe('the SMS the product sends: tour form consent, confirmation and the evening reminder', () => {
  let testApp: TestApp;
  let root: Session;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const started = await createTestAppWithSms();
    testApp = started.testApp;
    close = started.close;
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(() => close?.());

  const texts = (phone: string) =>
    testApp.em().find(SmsOutbox, { phone }, { orderBy: { createdAt: 'asc', id: 'asc' } });

  async function bookTour(phone: string, date: string, smsConsent?: boolean): Promise<string> {
    const response = await postWithProofOfWork(testApp.api, '/bookings', {
      type: 'tour',
      date,
      time: '10:00',
      ...VISITOR,
      phone,
      ...(smsConsent === undefined ? {} : { smsConsent }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  const confirm = async (id: string) =>
    expect((await root.request('PUT', `/admin/bookings/${id}`, { status: 'confirmed' })).status).toBe(200);

  /** The reminder run as the worker makes it, at `hour` o'clock Nairobi time on `date`. */
  function remindersAt(date: string, hour: string) {
    const clock = { now: () => venueInstant(date, hour) } as Clock;
    return new BookingSmsReminders(
      new BookingRemindersRepository(testApp.em()),
      testApp.app.get(SmsService),
      testApp.app.get(UnitOfWork),
      clock,
    );
  }

  it('texts the confirmation (with the check-in code) and the evening reminder once, to a tour-form visitor who ticked the box', async () => {
    const date = futureWeekday(9);
    const id = await bookTour('0722 100 001', date, true);
    const [consent] = await testApp
      .em()
      .getConnection()
      .execute<{ channel: string; granted: boolean; phone: string; email: string; source: string; wording: string }[]>(
        `select channel, granted, phone, email, source, wording from consent_records where phone = '254722100001'`,
      );
    expect(consent).toMatchObject({
      channel: 'sms',
      granted: true,
      email: VISITOR.email,
      source: 'tour-form',
      wording: expect.stringContaining('Text me'),
    });
    expect(await texts('254722100001')).toEqual([]);

    await confirm(id);
    const [confirmation] = await texts('254722100001');
    expect(confirmation).toMatchObject({ templateName: 'booking-confirmed', status: 'queued', parts: 1 });
    expect(confirmation.text).toMatch(
      new RegExp(
        `^Syokimau Coworking: Tour & Consultation on ${date} 10:00 is confirmed\\. Ref [0-9A-F]{8}\\. Check-in code [A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}\\.`,
      ),
    );

    const eve = addVenueDays(date, -1);
    expect(await remindersAt(eve, '17:45').run()).toBe(0);
    expect(await remindersAt(eve, '18:00').run()).toBe(1);
    expect(await remindersAt(eve, '18:15').run()).toBe(0);
    const reminder = (await texts('254722100001')).find((row) => row.templateName === 'booking-reminder')!;
    expect(reminder.text).toMatch(
      new RegExp(`^Reminder: Tour & Consultation tomorrow ${date} at 10:00\\. Check-in code `),
    );
    expect(reminder.dedupeKey).toBe(`booking-reminder:${id}:${date}`);
  });

  it('texts nothing to a visitor who left the box unticked', async () => {
    const date = futureWeekday(10);
    const id = await bookTour('0722 100 002', date);
    await confirm(id);
    expect(await remindersAt(addVenueDays(date, -1), '19:00').run()).toBe(0);
    expect(await texts('254722100002')).toEqual([]);
  });

  it('refuses an SMS box that is not true or false', async () => {
    const response = await postWithProofOfWork(testApp.api, '/bookings', {
      type: 'tour',
      date: futureWeekday(9),
      time: '10:00',
      ...VISITOR,
      phone: '0722100003',
      smsConsent: 'yes please',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('smsConsent must be true or false');
  });
});
