import { addVenueDays, venueToday } from '@coworking/domain';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { type AuditLogService, type AuditRecord } from '../../identity/audit/audit-log.service.js';
import { type MailRequest, type MailService } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { Event } from '../entities/event.entity.js';
import { EventRegistration } from '../entities/event-registration.entity.js';
import { type RegisterForEventDto } from './event-registration.dto.js';
import { EVENT_REGISTRATION_MESSAGES as MESSAGES } from './event-registration.messages.js';
import { type EventRegistrationsRepository } from './event-registrations.repository.js';
import { EventRegistrationsService } from './event-registrations.service.js';

/**
 * The registration rules (seats, one per address, no registering for a past event, staff cancelling) with the
 * database, the outbox and the audit log replaced by in-memory fakes; test/content/event-registrations proves the
 * same end to end, with the row lock that makes simultaneous registrations take turns.
 */

const ADMIN: AdminPrincipal = { id: 'admin-1', username: 'frontdesk', role: 'moderator', permissions: {} };
const WANJIRU: RegisterForEventDto = { firstName: 'Wanjiru', lastName: 'Kamau', email: 'wanjiru@example.com' };

function person(index: number): RegisterForEventDto {
  return { firstName: `Guest${index}`, lastName: 'Otieno', email: `guest${index}@example.com` };
}

/** The events and registrations tables; rows added in a transaction count once the work returns. */
class FakeRegistrations {
  readonly events = new Map<string, Event>();
  readonly rows: EventRegistration[] = [];

  event(date: string, capacity = 50, title = 'Founders Breakfast'): Event {
    const event = new Event(title, 'Coffee and introductions', date, '08:00 - 10:00', 'networking');
    event.capacity = capacity;
    this.events.set(event.id, event);
    return event;
  }

  repository(): EventRegistrationsRepository {
    const fake: Pick<
      EventRegistrationsRepository,
      'lockEvent' | 'seatsTaken' | 'findByEmail' | 'add' | 'findForUpdate' | 'eventExists' | 'page'
    > = {
      lockEvent: async (_tx, eventId) => this.events.get(eventId) ?? null,
      seatsTaken: async (_tx, eventId) =>
        this.rows.filter((row) => row.event.id === eventId && row.status === 'registered').length,
      findByEmail: async (_tx, eventId, email) =>
        this.rows.find((row) => row.event.id === eventId && row.contact.email === email.toLowerCase()) ?? null,
      add: (_tx, registration) => void this.rows.push(registration),
      findForUpdate: async (_tx, eventId, registrationId) =>
        this.rows.find((row) => row.id === registrationId && row.event.id === eventId) ?? null,
      eventExists: async (eventId) => this.events.has(eventId),
      page: async (eventId) => {
        const rows = this.rows.filter((row) => row.event.id === eventId);
        return { rows, total: rows.length };
      },
    };
    return fake as EventRegistrationsRepository;
  }
}

class FakeMail {
  readonly staged: MailRequest[] = [];
  readonly dispatched: MailOutbox[] = [];

  service(): MailService {
    const fake: Pick<MailService, 'stage' | 'dispatch'> = {
      stage: (_tx, request) => {
        this.staged.push(request);
        return { id: `mail-${this.staged.length}` } as MailOutbox;
      },
      dispatch: async (rows) => void this.dispatched.push(...rows),
    };
    return fake as MailService;
  }
}

function setUp() {
  const table = new FakeRegistrations();
  const mail = new FakeMail();
  const audits: AuditRecord[] = [];
  const audit: Pick<AuditLogService, 'record'> = {
    record: (_tx, record) => {
      audits.push(record);
      return {} as ReturnType<AuditLogService['record']>;
    },
  };
  const unitOfWork = new FakeUnitOfWork();
  const service = new EventRegistrationsService(
    unitOfWork.asUnitOfWork(),
    table.repository(),
    mail.service(),
    audit as AuditLogService,
  );
  return { service, table, mail, audits, unitOfWork };
}

const nextWeek = () => addVenueDays(venueToday(), 7);

describe('EventRegistrationsService', () => {
  it('takes a seat, says how many are left and sends the confirmation with a calendar file', async () => {
    const { service, table, mail, unitOfWork } = setUp();
    const event = table.event(nextWeek(), 10);

    const accepted = await service.register(event.id, { ...WANJIRU, email: 'Wanjiru@Example.com' });

    expect(accepted).toMatchObject({ success: true, seatsLeft: 9, id: table.rows[0].id });
    expect(accepted.message).toContain("You're registered for Founders Breakfast");
    expect(accepted.message).toContain('wanjiru@example.com');
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0].contact.email).toBe('wanjiru@example.com');
    expect(mail.staged).toHaveLength(1);
    expect(mail.staged[0]).toMatchObject({
      to: 'wanjiru@example.com',
      variables: { eventTitle: 'Founders Breakfast' },
    });
    expect(mail.staged[0].attachments?.[0]).toMatchObject({ filename: 'event.ics' });
    expect(mail.dispatched).toEqual([{ id: 'mail-1' }]);
    expect(unitOfWork.commits).toBe(1);
  });

  it('still registers on the day of the event', async () => {
    const { service, table } = setUp();
    const event = table.event(venueToday());

    await expect(service.register(event.id, WANJIRU)).resolves.toMatchObject({ success: true });
  });

  it('refuses an event that has already taken place, naming it', async () => {
    const { service, table, mail, unitOfWork } = setUp();
    const event = table.event(addVenueDays(venueToday(), -1), 50, 'Pitch Night');

    const refusal = service.register(event.id, WANJIRU);

    await expect(refusal).rejects.toMatchObject({
      code: 'event-past',
      kind: 'conflict',
      message: MESSAGES.eventPast('Pitch Night'),
    });
    expect(table.rows).toHaveLength(0);
    expect(mail.staged).toHaveLength(0);
    expect(unitOfWork.rollbacks).toBe(1);
  });

  it('refuses an event that no longer exists', async () => {
    const { service, mail } = setUp();

    await expect(service.register('missing-event', WANJIRU)).rejects.toMatchObject({
      code: 'registration-event-not-found',
      kind: 'not-found',
      message: MESSAGES.eventNotFound,
    });
    expect(mail.staged).toHaveLength(0);
  });

  it('gives away the last seat and then refuses, saying the event is full', async () => {
    const { service, table, mail } = setUp();
    const event = table.event(nextWeek(), 2);
    await service.register(event.id, person(1));

    await expect(service.register(event.id, person(2))).resolves.toMatchObject({ seatsLeft: 0 });
    await expect(service.register(event.id, person(3))).rejects.toMatchObject({
      code: 'event-full',
      kind: 'conflict',
      message: MESSAGES.eventFull('Founders Breakfast'),
    });
    expect(table.rows).toHaveLength(2);
    expect(mail.dispatched).toHaveLength(2);
  });

  it('refuses a second registration of the same address, whatever its casing', async () => {
    const { service, table, mail } = setUp();
    const event = table.event(nextWeek());
    await service.register(event.id, WANJIRU);

    await expect(service.register(event.id, { ...WANJIRU, email: 'WANJIRU@example.com' })).rejects.toMatchObject({
      code: 'already-registered',
      kind: 'conflict',
      message: MESSAGES.alreadyRegistered('Founders Breakfast'),
    });
    expect(table.rows).toHaveLength(1);
    expect(mail.staged).toHaveLength(1);
  });

  it('counts only registered seats: a cancelled one is free again, and its address takes up its own row again', async () => {
    const { service, table } = setUp();
    const event = table.event(nextWeek(), 1);
    const first = await service.register(event.id, WANJIRU);
    await service.cancel(event.id, first.id, ADMIN, '10.0.0.1');

    const again = await service.register(event.id, { ...WANJIRU, firstName: 'Wanji', phone: '+254700000001' });

    expect(again).toMatchObject({ id: first.id, seatsLeft: 0 });
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0]).toMatchObject({
      status: 'registered',
      contact: { firstName: 'Wanji', phone: '+254700000001' },
    });
  });

  it('lets staff cancel a registration once, audited, and refuses a second cancel or an unknown one', async () => {
    const { service, table, audits } = setUp();
    const event = table.event(nextWeek());
    const { id } = await service.register(event.id, WANJIRU);

    await expect(service.cancel(event.id, id, ADMIN, '10.0.0.1')).resolves.toMatchObject({ id, status: 'cancelled' });
    expect(audits).toEqual([
      {
        actor: ADMIN,
        action: 'update',
        resource: 'eventRegistrations',
        resourceId: id,
        changes: { status: { from: 'registered', to: 'cancelled' } },
        ipAddress: '10.0.0.1',
      },
    ]);
    await expect(service.cancel(event.id, id, ADMIN, '10.0.0.1')).rejects.toMatchObject({
      code: 'registration-already-cancelled',
      kind: 'conflict',
      message: MESSAGES.alreadyCancelled,
    });
    await expect(service.cancel('other-event', id, ADMIN, '10.0.0.1')).rejects.toMatchObject({
      code: 'registration-not-found',
      kind: 'not-found',
      message: MESSAGES.registrationNotFound,
    });
    expect(audits).toHaveLength(1);
  });

  it('answers the attendee list of an unknown event with 404', async () => {
    const { service } = setUp();

    await expect(service.list('missing-event', {})).rejects.toMatchObject({
      code: 'registration-event-not-found',
      kind: 'not-found',
      message: MESSAGES.eventNotFound,
    });
  });
});
