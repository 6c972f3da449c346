import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type BookingPlacementService } from '../booking-placement.service.js';
import { type BookingMailService } from '../booking-mail.service.js';
import { BOOKING_MESSAGES } from '../booking.messages.js';
import { type BookingQuote, type SpaceBookingRequest } from '../bookings.types.js';
import { SpaceBooking } from '../entities/space-booking.entity.js';
import { type Space } from '../entities/space.entity.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { type AuditLogService, type AuditRecord } from '../../identity/audit/audit-log.service.js';
import { type AuditLogEntry } from '../../identity/entities/audit-log-entry.entity.js';
import { type User } from '../../identity/entities/user.entity.js';
import { type MailRequest } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { type Payment } from '../../payment/entities/payment.entity.js';
import { PAYMENT_ERRORS } from '../../payment/payment.errors.js';
import { PAYMENT_MESSAGES } from '../../payment/payment.messages.js';
import { type DomainEvents } from '../../../common/events/domain-events.js';
import { type DeskPaymentsRepository } from '../../payment/desk-payments.repository.js';
import { DeskPayments } from '../../payment/desk-payments.service.js';
import { type PaymentCheckouts } from '../../payment/payment-checkouts.service.js';
import { type PaymentNotices } from '../../payment/payment-notices.js';
import { type CreateStaffBookingDto } from './staff-booking.dto.js';
import { type StaffBookingsRepository } from './staff-bookings.repository.js';
import { StaffBookingsService } from './staff-bookings.service.js';

/**
 * What the staff booking service decides itself: which payment kinds are taken at the desk (confirmed and receipted
 * at once) and which send a pay link, what is charged (the server's price less a bounded discount, never an amount
 * staff type), who may give money away, and that one M-Pesa code is recorded once. Bookings, payments, the database,
 * mail and the audit log are fakes.
 */

const GROUP = '5f0c2a6e-1d3b-4e7a-9c8d-0a1b2c3d4e5f';
const SPACE = '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const NOW = new Date('2026-12-01T07:00:00Z');

const refunder = {
  id: 'admin-1',
  username: 'wanjiku',
  role: 'manager',
  permissions: { payments: { refund: true } },
} as unknown as AdminPrincipal;
const desk = { ...refunder, id: 'admin-2', username: 'kamau', permissions: {} } as unknown as AdminPrincipal;

class Fakes {
  priceCents = 300_000;
  readonly requests: { request: SpaceBookingRequest; status: 'pending' | 'confirmed' }[] = [];
  readonly recorded: { payment: Payment; adminId: string }[] = [];
  readonly settled: Payment[] = [];
  readonly checkouts: Payment[] = [];
  readonly audit: AuditRecord[] = [];
  readonly staged: MailRequest[] = [];
  dispatched: MailRequest[] = [];
  readonly locks: string[] = [];
  readonly rows: SpaceBooking[] = [];
  readonly users: Partial<User>[] = [
    { id: 'user-1', email: 'amina@example.com', firstName: 'Amina', lastName: 'Otieno' },
  ];
  readonly mpesaCodes = new Map<string, string>([['QGH4K2L9PZ', 'SCH-OLD1']]);
  /** The receipting of a desk payment fails (its rows could not be placed). */
  settleFails = false;
  readonly unitOfWork = new FakeUnitOfWork();

  service(): StaffBookingsService {
    return new StaffBookingsService(
      this.unitOfWork.asUnitOfWork(),
      this.placement(),
      this.desk(),
      this.paymentCheckouts(),
      this.repository(),
      this.auditLog(),
      this.mail(),
    );
  }

  private placement(): BookingPlacementService {
    const space = { id: SPACE, name: 'Boardroom' } as Space;
    const fake: Pick<BookingPlacementService, 'quote' | 'createGroup' | 'holdMinutes'> = {
      holdMinutes: 15,
      quote: async (_tx, request) =>
        ({
          space,
          amountCents: this.priceCents,
          intervals: request.dates.map((date) => ({ date, time: '10:00', startAt: NOW, endAt: NOW })),
        }) as unknown as BookingQuote,
      createGroup: async (_tx, request, status) => {
        this.requests.push({ request, status });
        const bookings = request.dates.map((date) =>
          Object.assign(new SpaceBooking('boardroom', date, '10:00'), { bookingGroupId: GROUP, space, status }),
        );
        this.rows.push(...bookings);
        return {
          bookingGroupId: GROUP,
          bookings,
          amountCents: this.priceCents,
          holdExpiresAt: status === 'pending' ? new Date('2026-12-01T07:15:00Z') : null,
        };
      },
    };
    return fake as BookingPlacementService;
  }

  /** The payment module's desk payments: the M-Pesa rule is its own, over a fake of its repository. */
  private desk(): DeskPayments {
    const repository: Pick<DeskPaymentsRepository, 'lockMpesaCode' | 'referenceOfMpesaCode' | 'addRecorded'> = {
      lockMpesaCode: async (_tx, code) => void this.locks.push(code),
      referenceOfMpesaCode: async (_tx, code) => {
        // The lookup only ever runs under the code's lock.
        expect(this.locks).toContain(code);
        return this.mpesaCodes.get(code) ?? null;
      },
      addRecorded: (_tx, payment, adminId) => void this.recorded.push({ payment, adminId }),
    };
    const desk = new DeskPayments(repository as DeskPaymentsRepository, {} as DomainEvents, {} as PaymentNotices);
    // Delivering and receipting a desk payment is desk-payments.service.spec.ts's: here it is only recorded.
    desk.settle = async (_tx, payment) => {
      if (this.settleFails) throw PAYMENT_ERRORS.recordedNotPlaced();
      payment.status = 'success';
      payment.receiptNumber = 'SCH-2026-000042';
      this.settled.push(payment);
      return [{ request: { template: 'booking-confirmed', to: payment.email } } as unknown as MailOutbox];
    };
    return desk;
  }

  private paymentCheckouts(): PaymentCheckouts {
    const fake: Pick<PaymentCheckouts, 'startBookingCheckout'> = {
      startBookingCheckout: async (payment) => {
        // Paystack is only asked once the hold and the payment row are committed.
        expect(this.unitOfWork.commits).toBe(1);
        this.checkouts.push(payment);
        return {
          data: { authorization_url: `https://checkout.paystack.test/${payment.reference}` },
        } as Awaited<ReturnType<PaymentCheckouts['startBookingCheckout']>>;
      },
    };
    return fake as PaymentCheckouts;
  }

  private repository(): StaffBookingsRepository {
    const fake: Pick<StaffBookingsRepository, 'customerById' | 'customerByEmail'> = {
      customerById: async (_tx, id) => (this.users.find((user) => user.id === id) as User) ?? null,
      customerByEmail: async (_tx, email) => (this.users.find((user) => user.email === email) as User) ?? null,
    };
    return fake as StaffBookingsRepository;
  }

  private auditLog(): AuditLogService {
    return { record: (_tx, record) => (this.audit.push(record), {} as AuditLogEntry) } as Pick<
      AuditLogService,
      'record'
    > as AuditLogService;
  }

  private mail(): BookingMailService {
    const fake: Pick<BookingMailService, 'stage' | 'dispatch'> = {
      stage: (_tx, request) => {
        this.staged.push(request);
        return { request } as unknown as MailOutbox;
      },
      dispatch: async (rows) => {
        this.dispatched.push(...rows.map((row) => (row as unknown as { request: MailRequest }).request));
      },
    };
    return fake as BookingMailService;
  }

  payment(): Payment {
    return this.recorded[0].payment;
  }
}

function order(fields: Partial<CreateStaffBookingDto> = {}): CreateStaffBookingDto {
  return {
    spaceId: SPACE,
    dates: ['2026-12-04', '2026-12-05'],
    slots: [],
    firstName: 'Brian',
    lastName: 'Mwangi',
    email: 'Brian.Mwangi@Example.com',
    paymentKind: 'cash',
    ...fields,
  } as CreateStaffBookingDto;
}

describe('staff bookings paid at the desk', () => {
  it.each([
    ['cash', {}, { mpesaCode: null, bankReference: null }],
    ['mpesa', { mpesaCode: 'QJK7ZT2M9X' }, { mpesaCode: 'QJK7ZT2M9X', bankReference: null }],
    ['bank_transfer', { bankReference: 'FT26335XYZ' }, { mpesaCode: null, bankReference: 'FT26335XYZ' }],
  ] as const)(
    'records %s with its channel and recorder, confirms the booking and receipts it in one transaction',
    async (kind, fields, recorded) => {
      const fakes = new Fakes();

      const created = await fakes.service().create(order({ paymentKind: kind, ...fields }), desk, '10.0.0.5');

      expect(fakes.requests).toEqual([expect.objectContaining({ status: 'confirmed' })]);
      expect(fakes.recorded).toEqual([{ payment: expect.anything(), adminId: 'admin-2' }]);
      expect(fakes.payment()).toMatchObject({
        channel: kind,
        recordedByUsername: 'kamau',
        amountCents: 300_000,
        discountCents: 0,
        email: 'brian.mwangi@example.com',
        customerName: 'Brian Mwangi',
        ...recorded,
      });
      expect(fakes.settled).toEqual([fakes.payment()]);
      expect(fakes.checkouts).toEqual([]);
      expect(fakes.unitOfWork.commits).toBe(1);
      expect(fakes.audit.map((entry) => entry.resource)).toEqual(['bookings', 'payments']);
      expect(fakes.dispatched).toEqual([{ template: 'booking-confirmed', to: 'brian.mwangi@example.com' }]);
      expect(created).toMatchObject({
        bookingGroupId: GROUP,
        status: 'confirmed',
        amountCents: 300_000,
        receiptNumber: 'SCH-2026-000042',
        payUrl: null,
      });
    },
  );

  it("charges the server's price less the discount, shared over the rows so they add up to it", async () => {
    const fakes = new Fakes();
    fakes.priceCents = 300_001;

    await fakes
      .service()
      .create(
        order({ discountKind: 'percent', discountValue: 10, discountReason: ' Regular customer ' }),
        refunder,
        '10.0.0.5',
      );

    // 10% of 300,001 cents is 30,000 (rounded down): 270,001 is charged.
    expect(fakes.payment()).toMatchObject({
      amountCents: 270_001,
      discountCents: 30_000,
      staffNote: 'Regular customer',
    });
    expect(fakes.rows.map((row) => row.priceCents)).toEqual([135_001, 135_000]);
    expect(fakes.audit[1].changes).toMatchObject({
      payment: { to: { amountCents: 270_001, priceCents: 300_001, discountCents: 30_000 } },
    });
  });

  it('gives a complimentary booking away whole, only to staff who may refund, with their reason', async () => {
    const fakes = new Fakes();
    const complimentary = order({ paymentKind: 'complimentary', complimentaryReason: 'Community partner' });

    await expect(fakes.service().create(complimentary, desk, '10.0.0.5')).rejects.toMatchObject({
      code: 'discount-needs-refund-right',
      kind: 'forbidden',
      message: BOOKING_MESSAGES.discountNeedsRefund,
    });
    expect(fakes.requests).toEqual([]);

    const created = await fakes.service().create(complimentary, refunder, '10.0.0.5');
    expect(fakes.payment()).toMatchObject({
      channel: 'complimentary',
      amountCents: 0,
      discountCents: 300_000,
      staffNote: 'Community partner',
    });
    expect(created.status).toBe('confirmed');
  });

  it('refuses a discount from staff who may not refund, and one beyond the shared limit (400 on the field)', async () => {
    const fakes = new Fakes();
    const discounted = (discountValue: number) =>
      order({ discountKind: 'percent', discountValue, discountReason: 'Loyal' });

    await expect(fakes.service().create(discounted(10), desk, '10.0.0.5')).rejects.toMatchObject({
      code: 'discount-needs-refund-right',
      kind: 'forbidden',
    });
    const tooMuch = fakes.service().create(discounted(60), refunder, '10.0.0.5');
    await expect(tooMuch).rejects.toMatchObject({
      code: 'discount-invalid',
      kind: 'invalid',
      errors: { discountValue: expect.stringMatching(/at most 50%/) },
    });
    expect(fakes.requests).toEqual([]);
  });

  it('refuses to record a payment of nothing: that is a complimentary booking', async () => {
    const fakes = new Fakes();
    fakes.priceCents = 0;

    await expect(fakes.service().create(order(), desk, '10.0.0.5')).rejects.toMatchObject({
      code: 'nothing-to-pay',
      kind: 'invalid',
      message: BOOKING_MESSAGES.nothingToPay,
    });
    expect(fakes.recorded).toEqual([]);
  });

  it('records an M-Pesa code once: a used code is refused naming its payment, before anything is booked', async () => {
    const fakes = new Fakes();

    await expect(
      fakes.service().create(order({ paymentKind: 'mpesa', mpesaCode: 'QGH4K2L9PZ' }), desk, '10.0.0.5'),
    ).rejects.toMatchObject({
      code: 'mpesa-code-used',
      kind: 'conflict',
      message: PAYMENT_MESSAGES.mpesaCodeUsed('QGH4K2L9PZ', 'SCH-OLD1'),
    });
    expect(fakes.locks).toEqual(['QGH4K2L9PZ']);
    expect(fakes.requests).toEqual([]);
    expect(fakes.unitOfWork.rollbacks).toBe(1);
  });

  it('sends nothing when receipting fails half-way: the whole transaction rolls back', async () => {
    const fakes = new Fakes();
    fakes.settleFails = true;

    await expect(fakes.service().create(order(), desk, '10.0.0.5')).rejects.toMatchObject({
      code: 'recorded-not-placed',
      kind: 'conflict',
      message: PAYMENT_MESSAGES.recordedNotPlaced,
    });
    expect(fakes.unitOfWork).toMatchObject({ commits: 0, rollbacks: 1 });
    expect(fakes.dispatched).toEqual([]);
  });
});

describe('staff bookings paid by link', () => {
  it('holds the slot, records no channel, and e-mails the Paystack checkout once it is committed', async () => {
    const fakes = new Fakes();

    const created = await fakes.service().create(order({ paymentKind: 'pay_link' }), desk, '10.0.0.5');

    expect(fakes.requests).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(fakes.payment()).toMatchObject({ channel: null, status: 'pending', amountCents: 300_000 });
    expect(fakes.settled).toEqual([]);
    expect(fakes.checkouts).toEqual([fakes.payment()]);
    const payUrl = `https://checkout.paystack.test/${fakes.payment().reference}`;
    expect(fakes.dispatched).toEqual([
      expect.objectContaining({
        template: 'booking-pay-link',
        to: 'brian.mwangi@example.com',
        variables: expect.objectContaining({ payUrl, amount: expect.stringContaining('3,000') }),
      }),
    ]);
    expect(created).toMatchObject({ status: 'pending', payUrl, receiptNumber: null });
  });
});

describe('who the customer is', () => {
  it('books for an existing account with its details, and refuses one that no longer exists', async () => {
    const fakes = new Fakes();

    await fakes
      .service()
      .create(order({ userId: 'user-1', firstName: undefined, lastName: undefined, email: undefined }), desk, '');
    expect(fakes.requests[0].request).toMatchObject({
      userId: 'user-1',
      contact: { firstName: 'Amina', lastName: 'Otieno', email: 'amina@example.com' },
    });

    await expect(fakes.service().create(order({ userId: 'user-gone' }), desk, '')).rejects.toMatchObject({
      code: 'customer-gone',
      kind: 'invalid',
    });
  });

  it("links a new customer whose e-mail is already a member's to that member", async () => {
    const fakes = new Fakes();

    await fakes.service().create(order({ email: 'AMINA@example.com' }), desk, '');

    expect(fakes.requests[0].request).toMatchObject({ userId: 'user-1', contact: { email: 'amina@example.com' } });
  });
});

describe('the staff quote', () => {
  it("answers the server's price, the discount and the total, with how long a pay link holds the slot", async () => {
    const fakes = new Fakes();

    const quote = await fakes
      .service()
      .quote(
        { spaceId: SPACE, dates: ['2026-12-04'], slots: [], discountKind: 'cents', discountValue: 50_000 },
        refunder,
      );

    expect(quote).toMatchObject({ priceCents: 300_000, discountCents: 50_000, totalCents: 250_000, holdMinutes: 15 });
  });
});
