import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type BusinessSettingsService, DEFAULT_BUSINESS_SETTINGS } from '../../../common/settings/business-settings.js';
import { type BookingAccessTokensRepository } from '../booking-access-tokens.repository.js';
import { BOOKING_MESSAGES } from '../booking.messages.js';
import { type BookingsService } from '../bookings.service.js';
import { type CheckInCodesRepository } from '../check-in/check-in-codes.repository.js';
import { SpaceBooking } from '../entities/space-booking.entity.js';
import { type Space } from '../entities/space.entity.js';
import { type RescheduleRepository } from '../reschedule/reschedule.repository.js';
import { Payment } from '../../payment/entities/payment.entity.js';
import { Refund } from '../../payment/entities/refund.entity.js';
import { type ReceiptDocument } from '../../payment/receipts/receipt-document.js';
import { type RefundsRepository } from '../../payment/refunds/refunds.repository.js';
import { ManageBookingService } from './manage-booking.service.js';

/**
 * What the manage link decides: which token opens which booking (and 404 for any other), what the page shows of the
 * payment, receipt and refunds, which documents it hands out, and what a cancellation tells the customer about their
 * money. The booking module's repositories and services, the payments and refunds are fakes.
 */

const GROUP = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const TOKEN = 'a-valid-manage-link-token-000000000000000';
const EARLY = new Date('2026-11-01T08:00:00Z');

const boardroom = { name: 'Boardroom', billingCycle: 'hourly', isActive: true, isAvailable: true } as Space;
const document = (number: string) => ({ kind: 'receipt', number }) as ReceiptDocument;

class Fakes {
  rows: SpaceBooking[] = [
    Object.assign(new SpaceBooking('meeting-room', '2026-12-04', '10:00'), {
      bookingGroupId: GROUP,
      space: boardroom,
      status: 'confirmed',
      contact: { firstName: 'Amina', lastName: 'Otieno', email: 'amina@example.com', phone: '' },
    }),
  ];
  payment: Payment | null = null;
  refunds: Refund[] = [];
  cancelled: string[] = [];
  allowance = false;
  readonly unitOfWork = new FakeUnitOfWork();

  pay(fields: Partial<Payment> = {}): Payment {
    this.payment = Object.assign(new Payment('SCH-M1', 'booking', GROUP, 300_000, 'amina@example.com'), {
      status: 'success',
      paidAt: new Date('2026-11-01T07:00:00Z'),
      receiptNumber: 'SCH-2026-000010',
      receipt: document('SCH-2026-000010'),
      ...fields,
    });
    return this.payment;
  }

  refund(amountCents: number, fields: Partial<Refund> = {}): Refund {
    const refund = Object.assign(new Refund(this.payment!, amountCents, 'Cancelled', { kind: 'customer' }), fields);
    this.refunds.push(refund);
    return refund;
  }

  service(): ManageBookingService {
    const tokens: Pick<BookingAccessTokensRepository, 'groupOf'> = {
      groupOf: async (token) => (token === TOKEN ? GROUP : null),
    };
    const bookings: Pick<BookingsService, 'groupRows' | 'cancelGroupByCustomer'> = {
      groupRows: async (_tx, groupId) => (groupId === GROUP ? [...this.rows] : []),
      cancelGroupByCustomer: async (groupId) => {
        this.cancelled.push(groupId);
        for (const row of this.rows) row.status = 'cancelled';
      },
    };
    const refunds: Pick<RefundsRepository, 'paidBookingGroup' | 'refundsOf' | 'findRefund'> = {
      paidBookingGroup: async (_tx, groupId) => (groupId === GROUP ? this.payment : null),
      refundsOf: async (_tx, paymentId) => this.refunds.filter((refund) => refund.payment.id === paymentId),
      findRefund: async (_tx, paymentId, refundId) =>
        this.refunds.find((refund) => refund.id === refundId && refund.payment.id === paymentId) ?? null,
    };
    const settings: Pick<BusinessSettingsService, 'get'> = { get: async () => DEFAULT_BUSINESS_SETTINGS };
    const checkInCodes: Pick<CheckInCodesRepository, 'codeFor'> = { codeFor: async () => 'K7P2Q9X4' };
    const reschedules: Pick<RescheduleRepository, 'allowancePeriods'> = {
      allowancePeriods: async () =>
        this.allowance
          ? [
              {
                periodStart: '2026-12-01',
                currentPeriodStart: '2026-12-01',
                currentPeriodEnd: null,
                previousPeriodStart: null,
              },
            ]
          : [],
    };
    return new ManageBookingService(
      this.unitOfWork.asUnitOfWork(),
      tokens as BookingAccessTokensRepository,
      bookings as BookingsService,
      refunds as RefundsRepository,
      settings as BusinessSettingsService,
      checkInCodes as CheckInCodesRepository,
      reschedules as RescheduleRepository,
    );
  }
}

const invalidLink = { code: 'manage-link-invalid', kind: 'not-found', message: BOOKING_MESSAGES.manageLinkInvalid };

describe('what a manage link opens', () => {
  it('opens nothing for a wrong or expired token, nor for a booking whose rows are gone', async () => {
    const fakes = new Fakes();
    const manage = fakes.service();

    await expect(manage.view('not-the-token')).rejects.toMatchObject(invalidLink);
    await expect(manage.cancel('not-the-token')).rejects.toMatchObject(invalidLink);
    await expect(manage.receipt('not-the-token')).rejects.toMatchObject(invalidLink);
    await expect(manage.creditNote('not-the-token', 'refund-1')).rejects.toMatchObject(invalidLink);
    await expect(manage.calendar('not-the-token')).rejects.toMatchObject(invalidLink);
    expect(fakes.cancelled).toEqual([]);

    fakes.rows = [];
    await expect(manage.view(TOKEN)).rejects.toMatchObject(invalidLink);
    await expect(manage.calendar(TOKEN)).rejects.toMatchObject(invalidLink);
  });

  it('shows the booking with its payment, receipt, refunds and check-in code, linking only documents that exist', async () => {
    const fakes = new Fakes();
    fakes.pay();
    const processed = fakes.refund(100_000, { status: 'processed', creditNote: document('SCH-CN-2026-000001') });
    const pending = fakes.refund(50_000);

    const booking = await fakes.service().view(TOKEN, EARLY);

    const base = `/api/bookings/manage/${TOKEN}`;
    expect(booking).toMatchObject({
      reference: GROUP.slice(0, 8).toUpperCase(),
      title: 'Boardroom',
      status: 'confirmed',
      firstName: 'Amina',
      cancellation: { allowed: true },
      payment: { reference: 'SCH-M1', amountCents: 300_000, receiptUrl: `${base}/receipt` },
      calendarUrl: `${base}/calendar`,
      checkIn: { code: 'K7P2-Q9X4' },
      includedInMembership: false,
    });
    expect(booking.payment!.refunds).toEqual([
      expect.objectContaining({ id: processed.id, creditNoteUrl: `${base}/refunds/${processed.id}/credit-note` }),
      expect.objectContaining({ id: pending.id, status: 'pending', creditNoteUrl: null }),
    ]);
    expect(fakes.unitOfWork.commits).toBe(1);
  });

  it('shows a booking from a membership allowance as included, without payment or check-in code while unconfirmed', async () => {
    const fakes = new Fakes();
    fakes.allowance = true;
    fakes.rows[0].status = 'pending';

    const booking = await fakes.service().view(TOKEN, EARLY);

    expect(booking).toMatchObject({ status: 'pending', payment: null, checkIn: null, includedInMembership: true });
  });

  it("hands out the payment's receipt and a processed refund's credit note, and 404 otherwise", async () => {
    const fakes = new Fakes();
    const manage = fakes.service();
    await expect(manage.receipt(TOKEN)).rejects.toMatchObject({ code: 'no-receipt', kind: 'not-found' });

    fakes.pay();
    const processed = fakes.refund(100_000, { status: 'processed', creditNote: document('SCH-CN-2026-000001') });
    const pending = fakes.refund(50_000);
    expect(await manage.receipt(TOKEN)).toEqual(document('SCH-2026-000010'));
    expect(await manage.creditNote(TOKEN, processed.id)).toEqual(document('SCH-CN-2026-000001'));
    await expect(manage.creditNote(TOKEN, pending.id)).rejects.toThrow(/No credit note yet/);
    await expect(manage.creditNote(TOKEN, 'another-payments-refund')).rejects.toThrow(/No credit note yet/);
  });
});

describe('what a cancellation tells the customer', () => {
  it('says only that it is cancelled when nothing was paid', async () => {
    const fakes = new Fakes();

    const answer = await fakes.service().cancel(TOKEN, EARLY);

    expect(fakes.cancelled).toEqual([GROUP]);
    expect(answer.message).toBe('Your booking is cancelled.');
    expect(answer.booking.status).toBe('cancelled');
  });

  it('names the money going back to the card or M-Pesa account, not counting refunds that failed', async () => {
    const fakes = new Fakes();
    fakes.pay();
    fakes.refund(100_000, { status: 'failed' });
    fakes.refund(300_000);

    const answer = await fakes.service().cancel(TOKEN, EARLY);

    expect(answer.message).toBe(
      'Your booking is cancelled. KSh 3,000 is being refunded to the card or M-Pesa account you paid with.',
    );
  });

  it('sends the customer to the front desk for money paid there', async () => {
    const fakes = new Fakes();
    fakes.pay({ channel: 'cash', recordedByUsername: 'wanjiku' });
    fakes.refund(300_000, { status: 'awaiting-hand-back' });

    const answer = await fakes.service().cancel(TOKEN, EARLY);

    expect(answer.message).toMatch(/You paid at our front desk, so the front desk will hand back KSh 3,000/);
  });
});
