import { SMS_DAILY_CAP_PER_NUMBER, venueInstant } from '@coworking/domain';
import { type Queue } from 'bullmq';
import { type Clock } from '../../common/clock/clock.js';
import { type Transaction } from '../../common/database/transaction.js';
import { type Consents } from '../privacy/consents/consents.service.js';
import { SmsOutbox } from './entities/sms-outbox.entity.js';
import { type SmsOutboxRepository } from './sms-outbox.repository.js';
import { SMS_CAP_REASON, SmsService } from './sms.service.js';
import { SmsTemplate } from './entities/sms-template.entity.js';
import { type SmsTemplatesRepository } from './templates/sms-templates.repository.js';
import { SMS_TEMPLATES } from './templates/default-sms-templates.js';

const TX = {} as Transaction;
/** 20:00 on 3 December 2026 in Nairobi. */
const NOW = venueInstant('2026-12-03', '20:00');
const VARIABLES = {
  firstName: 'Achieng',
  spaceTitle: 'Hot Desk',
  date: '4 Dec 2026',
  time: '09:00',
  reference: 'A1B2C3D4',
  checkInCode: 'K7QM-3XPA',
};

/** The service over fakes: `consented` numbers say yes; rows land in `rows`; `stored` are staff's texts. */
function setUp(options: { consented?: string[]; stored?: SmsTemplate[] } = {}) {
  const rows: SmsOutbox[] = [];
  const locks: string[] = [];
  const asked: string[] = [];
  const outboxes: Pick<SmsOutboxRepository, 'lockNumber' | 'countFor' | 'hasKey' | 'insert'> = {
    lockNumber: async (_tx, phone) => void locks.push(phone),
    countFor: async (_tx, phone, since) =>
      rows.filter((row) => row.phone === phone && row.createdAt >= since && row.status !== 'skipped').length,
    hasKey: async (_tx, key) => rows.some((row) => row.dedupeKey === key),
    insert: async (_tx, row) => void rows.push(row),
  };
  const templates: Pick<SmsTemplatesRepository, 'named'> = {
    named: async (name) => options.stored?.find((template) => template.name === name) ?? null,
  };
  const consents: Pick<Consents, 'smsAllowed'> = {
    smsAllowed: async (phone) => {
      asked.push(phone);
      return (options.consented ?? []).includes(phone);
    },
  };
  const queue = { getBackend: () => ({ client: new Promise(() => undefined) }) } as unknown as Queue;
  const sms = new SmsService(
    queue as Queue<{ outboxId: string }>,
    outboxes as SmsOutboxRepository,
    templates as SmsTemplatesRepository,
    consents as Consents,
    { now: () => NOW } as Clock,
  );
  return { sms, rows, locks, asked };
}

const confirmation = (to: string) => ({ to, template: SMS_TEMPLATES.bookingConfirmed, variables: VARIABLES });

describe('staging an SMS', () => {
  it('stages the rendered text for a consenting Kenyan number, keyed as 2547XXXXXXXX, counting its parts', async () => {
    const { sms, rows, locks } = setUp({ consented: ['254712345678'] });
    const row = await sms.stage(TX, confirmation('0712 345 678'));
    expect(row).toBe(rows[0]);
    expect(row).toMatchObject({
      phone: '254712345678',
      templateName: 'booking-confirmed',
      status: 'queued',
      parts: 1,
      text: 'Syokimau Coworking: Hot Desk on 4 Dec 2026 09:00 is confirmed. Ref A1B2C3D4. Check-in code K7QM-3XPA. EENS Business Park.',
    });
    expect(locks).toEqual(['254712345678']);
  });

  it('stages nothing without consent, and asks nothing for a number that is not a Kenyan mobile', async () => {
    const { sms, rows, asked } = setUp();
    expect(await sms.stage(TX, confirmation('+254712345678'))).toBeNull();
    expect(await sms.stage(TX, confirmation('+44 20 7946 0000'))).toBeNull();
    expect(await sms.stage(TX, confirmation(''))).toBeNull();
    expect(asked).toEqual(['254712345678']);
    expect(rows).toEqual([]);
  });

  it(`keeps the ${SMS_DAILY_CAP_PER_NUMBER + 1}th SMS of a Nairobi day as skipped, with the reason (yesterday's do not count)`, async () => {
    const { sms, rows } = setUp({ consented: ['254712345678'] });
    // Yesterday's messages do not count.
    const yesterday = new SmsOutbox({ phone: '254712345678', templateName: 'guest-pass', variables: {}, text: 'x' });
    yesterday.createdAt = venueInstant('2026-12-02', '23:59');
    rows.push(yesterday);
    for (let sent = 0; sent < SMS_DAILY_CAP_PER_NUMBER; sent++)
      expect(await sms.stage(TX, confirmation('0712345678'))).not.toBeNull();
    expect(await sms.stage(TX, confirmation('0712345678'))).toBeNull();
    expect(rows.at(-1)).toMatchObject({ status: 'skipped', lastError: SMS_CAP_REASON });
  });

  it("sends staff's wording when they stored one, and stages a once-only message once", async () => {
    const stored = new SmsTemplate('booking-reminder', 'See you tomorrow at {{time}}, {{firstName}}!');
    const { sms, rows } = setUp({ consented: ['254712345678'], stored: [stored] });
    const request = {
      to: '0712345678',
      template: SMS_TEMPLATES.bookingReminder,
      variables: VARIABLES,
      once: 'booking-reminder:group-1:2026-12-04',
    };
    expect((await sms.stage(TX, request))?.text).toBe('See you tomorrow at 09:00, Achieng!');
    expect(await sms.stage(TX, request)).toBeNull();
    expect(rows).toHaveLength(1);
    expect(rows[0].dedupeKey).toBe('booking-reminder:group-1:2026-12-04');
  });

  it('never throws from dispatch, whatever Redis does, and ignores nulls', async () => {
    const { sms } = setUp();
    await expect(sms.dispatch([null, null])).resolves.toBeUndefined();
  });
});
