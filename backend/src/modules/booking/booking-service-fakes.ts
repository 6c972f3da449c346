import { type Clock } from '../../common/clock/clock.js';
import { type Transaction } from '../../common/database/transaction.js';
import { type BusinessSettingsService } from '../../common/settings/business-settings.js';
import { type AppConfig } from '../../config/app-config.js';
import { type AuditLogService } from '../identity/audit/audit-log.service.js';
import { type AuditLogEntry } from '../identity/entities/audit-log-entry.entity.js';
import { type StaffNotificationsService } from '../mail/admin-notices/staff-notifications.service.js';
import { type MailRequest } from '../mail/delivery/mail.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import {
  type CancellationRefund,
  type CancellationRefunds,
  type CancelledRows,
} from '../payment/refunds/cancellation-refunds.service.js';
import { BookingCancellationService } from './booking-cancellation.service.js';
import { type FakeBookingDatabase } from './booking-fakes.js';
import { type BookingMailService } from './booking-mail.service.js';
import { BookingPlacementService } from './booking-placement.service.js';
import { type SpaceBooking } from './entities/space-booking.entity.js';
import { RescheduleService } from './reschedule/reschedule.service.js';
import { BookingStaffService } from './staff/booking-staff.service.js';

/*
 * The booking services' other collaborators (settings, the booking e-mails, staff addresses, the audit log, the
 * clock) over a FakeBookingDatabase, and the services wired to them as the booking module wires them.
 */

export function fakeSettings(db: FakeBookingDatabase): BusinessSettingsService {
  const fake: Pick<BusinessSettingsService, 'get'> = { get: async () => db.settings };
  return fake as BusinessSettingsService;
}

/** Booking e-mails staged into and dispatched from the fake database; a confirmation lists its rows' slots. */
export function fakeBookingMail(db: FakeBookingDatabase): BookingMailService {
  const stage = (_tx: Transaction, request: MailRequest) => {
    db.staged.push(request);
    return { request } as unknown as MailOutbox;
  };
  const confirmationMail = async (_tx: Transaction, rows: SpaceBooking[]): Promise<MailRequest> => ({
    template: 'booking-confirmed',
    to: rows[0].contact!.email!,
    variables: { rows: rows.map((row) => `${row.date} ${row.time}`) },
  });
  const fake: Pick<
    BookingMailService,
    'manageUrl' | 'groupOfManageLink' | 'confirmationMail' | 'stageConfirmation' | 'stage' | 'dispatch'
  > = {
    manageUrl: (_tx, rows) => `https://syokimau.example/bookings/manage/${rows[0].bookingGroupId ?? rows[0].id}`,
    groupOfManageLink: async (token) => db.manageLinks.get(token) ?? null,
    confirmationMail,
    stageConfirmation: async (tx, rows) => stage(tx, await confirmationMail(tx, rows)),
    stage,
    dispatch: async (rows) => {
      db.dispatched.push(...rows.map((row) => (row as unknown as { request: MailRequest }).request));
    },
  };
  return fake as BookingMailService;
}

export function fakeStaffNotices(): StaffNotificationsService {
  const fake: Pick<StaffNotificationsService, 'recipientFor'> = {
    recipientFor: async (_tx, kind) => `${kind}@syokimau.example`,
  };
  return fake as StaffNotificationsService;
}

export function fakeAuditLog(db: FakeBookingDatabase): AuditLogService {
  const fake: Pick<AuditLogService, 'record'> = {
    record: (_tx, record) => {
      db.audit.push(record);
      return {} as AuditLogEntry;
    },
  };
  return fake as AuditLogService;
}

export function fakeClock(db: FakeBookingDatabase): Clock {
  const fake: Pick<Clock, 'now'> = { now: () => db.now };
  return fake as Clock;
}

/** The booking services over one fake database, sharing one unit of work. */
/**
 * The payment module's refund of cancelled rows: records what it was asked (with the transaction) and answers what
 * the test sets, null (nothing paid) unless told otherwise.
 */
export class FakeCancellationRefunds implements Pick<CancellationRefunds, 'refundCancelled'> {
  readonly asked: { tx: Transaction; cancelled: CancelledRows }[] = [];
  answer: (tx: Transaction, cancelled: CancelledRows) => CancellationRefund | null = () => null;

  refundCancelled(tx: Transaction, cancelled: CancelledRows): Promise<CancellationRefund | null> {
    this.asked.push({ tx, cancelled: { ...cancelled, rows: [...cancelled.rows] } });
    return Promise.resolve(this.answer(tx, cancelled));
  }
}

export function bookingServices(db: FakeBookingDatabase, config: Partial<AppConfig['booking']> = {}) {
  const unitOfWork = db.unitOfWork();
  const uow = unitOfWork.asUnitOfWork();
  const bookings = db.bookingsRepository();
  const assignments = db.assignmentsRepository();
  const settings = fakeSettings(db);
  const bookingMail = fakeBookingMail(db);
  const appConfig = {
    booking: { holdMinutes: 15, unpaidHoldsPerEmail: 3, unpaidHoldsPerAddress: 10, ...config },
  } as AppConfig;
  const placement = new BookingPlacementService(
    uow,
    bookings,
    db.spacesRepository(),
    assignments,
    settings,
    bookingMail,
    appConfig,
  );
  const refunds = new FakeCancellationRefunds();
  const cancellation = new BookingCancellationService(
    uow,
    placement,
    assignments,
    settings,
    fakeStaffNotices(),
    bookingMail,
    refunds as unknown as CancellationRefunds,
  );
  const staff = new BookingStaffService(uow, bookings, placement, cancellation, bookingMail, fakeAuditLog(db));
  const reschedule = new RescheduleService(
    uow,
    placement,
    assignments,
    db.rescheduleRepository(),
    settings,
    bookingMail,
    fakeClock(db),
  );
  return { unitOfWork, placement, cancellation, refunds, staff, reschedule };
}
