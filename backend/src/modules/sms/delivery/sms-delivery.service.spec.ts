import { type Clock } from '../../../common/clock/clock.js';
import { SmsOutbox } from '../entities/sms-outbox.entity.js';
import { type SmsAccepted, type SmsOutboxRepository } from '../sms-outbox.repository.js';
import { type AfricasTalkingClient, type AfricasTalkingRecipient, SmsSendError } from './africas-talking.client.js';
import { SMS_MAX_ATTEMPTS } from './sms-delivery-policy.js';
import { SmsDeliveryService } from './sms-delivery.service.js';

const NOW = new Date('2026-12-03T15:00:00Z');

/** The delivery over a fake outbox holding one queued row, and a client that answers `send`. */
function setUp(send: () => Promise<AfricasTalkingRecipient>, attempts = 0) {
  const row = new SmsOutbox({
    phone: '254712345678',
    templateName: 'waitlist-offer',
    variables: { payUrl: 'https://coworking.example/api/waitlist/offers/secret-token' },
    text: 'Hot Desk is free for you. Pay by 10:15: https://coworking.example/api/waitlist/offers/secret-token',
  });
  row.attempts = attempts;
  const sent: SmsAccepted[] = [];
  const failures: { error: string; giveUp: boolean; nextAttemptAt: Date | null; providerStatus: string | null }[] = [];
  const outboxes: Pick<SmsOutboxRepository, 'claim' | 'byId' | 'markSent' | 'recordFailedTry'> = {
    claim: async () => {
      row.attempts += 1;
      return row;
    },
    byId: async () => row,
    markSent: async (_id, accepted) => void sent.push(accepted),
    recordFailedTry: async (_id, failure) => void failures.push(failure),
  };
  const delivery = new SmsDeliveryService(
    outboxes as SmsOutboxRepository,
    { send } as unknown as AfricasTalkingClient,
    { now: () => NOW } as Clock,
  );
  return { delivery, row, sent, failures };
}

const taken: AfricasTalkingRecipient = {
  statusCode: 101,
  number: '+254712345678',
  status: 'Success',
  cost: 'KES 0.8000',
  messageId: 'ATXid_1',
};

describe('delivering an SMS', () => {
  it('marks it sent with the provider id, status and cost, keeping no link of the text', async () => {
    const { delivery, sent } = setUp(async () => taken);
    expect(await delivery.deliver('row')).toEqual({ kind: 'sent', providerMessageId: 'ATXid_1' });
    expect(sent).toEqual([
      {
        providerMessageId: 'ATXid_1',
        providerStatus: '101 Success',
        cost: 'KES 0.8000',
        text: 'Hot Desk is free for you. Pay by 10:15: [link]',
      },
    ]);
  });

  it('tries a passing failure again after 2 s, then 5 s, and gives up after the last try', async () => {
    const outage = async () => {
      throw new SmsSendError("Africa's Talking answered HTTP 500", true);
    };
    const first = setUp(outage);
    expect(await first.delivery.deliver('row')).toMatchObject({ kind: 'retry', delayMs: 2000 });
    expect(first.failures[0]).toMatchObject({ giveUp: false, nextAttemptAt: new Date(NOW.getTime() + 2000) });
    const second = setUp(outage, 1);
    expect(await second.delivery.deliver('row')).toMatchObject({ kind: 'retry', delayMs: 5000 });
    const last = setUp(outage, SMS_MAX_ATTEMPTS - 1);
    expect(await last.delivery.deliver('row')).toMatchObject({ kind: 'failed' });
    expect(last.failures[0]).toMatchObject({ giveUp: true, nextAttemptAt: null });
  });

  it('fails at once what cannot change (an invalid number), with the provider status', async () => {
    const { delivery, failures } = setUp(async () => {
      throw new SmsSendError(
        "Africa's Talking refused the message: 403 InvalidPhoneNumber",
        false,
        '403 InvalidPhoneNumber',
      );
    });
    expect(await delivery.deliver('row')).toMatchObject({ kind: 'failed' });
    expect(failures).toEqual([
      {
        error: "Africa's Talking refused the message: 403 InvalidPhoneNumber",
        providerStatus: '403 InvalidPhoneNumber',
        giveUp: true,
        nextAttemptAt: null,
        at: NOW,
      },
    ]);
  });
});
