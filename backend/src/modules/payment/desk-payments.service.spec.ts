import { ConflictException } from '@nestjs/common';
import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { type BusinessSettingsService, DEFAULT_BUSINESS_SETTINGS } from '../../common/settings/business-settings.js';
import { loadConfig } from '../../config/app-config.js';
import { type BookingsService, type UnplacedRow } from '../booking/bookings.service.js';
import { type SpaceBooking } from '../booking/entities/space-booking.entity.js';
import { type User } from '../identity/entities/user.entity.js';
import { type MemberAccounts } from '../identity/members/member-accounts.js';
import { type MailRequest, type MailService, type StaffMailRequest } from '../mail/delivery/mail.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { type MembershipLifecycle } from '../membership/lifecycle/membership-lifecycle.js';
import { DeskPayments } from './desk-payments.service.js';
import { type DocumentNumbersRepository } from './documents/document-numbers.repository.js';
import { Payment } from './entities/payment.entity.js';
import { PaymentDeliveries } from './payment-deliveries.service.js';
import { PaymentNotices } from './payment-notices.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';
import { type PaymentsRepository } from './payments.repository.js';
import { ReceiptIssuer } from './receipts/receipt-issuer.js';

/**
 * A payment staff took at the desk for a booking they just placed: delivered and receipted as a Paystack payment
 * is, and refused when the booking could not be placed after all. Bookings, members, mail and numbering are fakes.
 */

const GROUP = '0b6f7c1e-4a53-4c6a-9a43-1f1f1f1f1f1f';
const PAID_AT = new Date('2026-12-01T08:00:00Z');

function setUp() {
  const booking = {
    id: 'b1',
    type: 'hot-desk',
    date: '2026-12-04',
    time: '09:00',
    duration: 8,
    priceCents: 120_000,
    user: null,
    contact: { firstName: 'Baraka', lastName: 'Mwangi', email: 'baraka@example.co.ke' },
    space: { name: 'Hot desk' },
  } as unknown as SpaceBooking;
  const group = { unplaced: [] as UnplacedRow[] };
  const bookings: Pick<BookingsService, 'confirmPaidGroup' | 'groupRows'> = {
    confirmPaidGroup: async () =>
      group.unplaced.length
        ? { confirmed: [], unplaced: group.unplaced, mail: null }
        : { confirmed: [booking], unplaced: [], mail: { template: 'booking-confirmed', to: 'baraka@example.co.ke' } },
    groupRows: async () => [booking],
  };
  const members: Pick<MemberAccounts, 'ensure'> = {
    ensure: async () => ({ id: 'user-7' }) as unknown as User,
  };
  const staged: (MailRequest | StaffMailRequest)[] = [];
  const stage = (request: MailRequest | StaffMailRequest) => {
    staged.push(request);
    return { templateName: request.template } as MailOutbox;
  };
  const mail: Pick<MailService, 'stage' | 'stageAll'> = {
    stage: (_tx, request) => stage(request),
    stageAll: async (_tx, requests) => requests.map(stage),
  };
  let lastNumber = 41;
  const numbers: Pick<DocumentNumbersRepository, 'takeNext'> = { takeNext: async () => ++lastNumber };
  const settings = { get: async () => DEFAULT_BUSINESS_SETTINGS } as unknown as BusinessSettingsService;
  const config = loadConfig({ PUBLIC_URL: 'https://coworking.example', LOG_LEVEL: 'silent' });

  const desk = new DeskPayments(
    new PaymentDeliveries(
      bookings as BookingsService,
      members as MemberAccounts,
      {} as MembershipLifecycle,
      {} as PaymentsRepository,
      config,
    ),
    new PaymentNotices(mail as MailService, new ReceiptIssuer(numbers as DocumentNumbersRepository), settings),
  );
  const payment = (amountCents: number) => {
    const row = new Payment('SCH-DESK1', 'booking', GROUP, amountCents, 'baraka@example.co.ke');
    row.channel = 'cash';
    return row;
  };
  return { desk, tx: new FakeUnitOfWork().tx, booking, group, staged, payment };
}

describe('a payment taken at the desk', () => {
  it('is recorded as paid, receipted with the next number, and makes the customer a member', async () => {
    const { desk, tx, booking, staged, payment } = setUp();
    const cash = payment(120_000);

    await desk.settleRecordedBooking(tx, cash, PAID_AT);

    expect(cash).toMatchObject({
      status: 'success',
      paidAt: PAID_AT,
      customerName: 'Baraka Mwangi',
      receiptNumber: 'SCH-2026-000042',
    });
    expect(cash.receipt).toMatchObject({ channel: 'cash', totalCents: 120_000, lines: [{ amountCents: 120_000 }] });
    expect(booking.user).toMatchObject({ id: 'user-7' });
    expect(staged.map((request) => request.template).sort()).toEqual([
      'booking-confirmed',
      'booking-paid-staff',
      'payment-receipt',
    ]);
  });

  it('of nothing (a complimentary booking) is receipted for the books but not mailed as a payment', async () => {
    const { desk, tx, staged, payment } = setUp();
    const complimentary = payment(0);

    await desk.settleRecordedBooking(tx, complimentary, PAID_AT);

    expect(complimentary.receiptNumber).toBe('SCH-2026-000042');
    expect(staged.map((request) => request.template)).not.toContain('payment-receipt');
  });

  it('is refused (409) when the booking could not be placed, before any receipt is numbered', async () => {
    const { desk, tx, booking, group, staged, payment } = setUp();
    group.unplaced = [{ row: booking, why: 'taken' }];
    const cash = payment(120_000);

    const refusal = desk.settleRecordedBooking(tx, cash, PAID_AT);

    await expect(refusal).rejects.toThrow(ConflictException);
    await expect(refusal).rejects.toThrow(PAYMENT_MESSAGES.recordedNotPlaced);
    expect(cash.receiptNumber).toBeNull();
    expect(staged).toEqual([]);
  });
});
