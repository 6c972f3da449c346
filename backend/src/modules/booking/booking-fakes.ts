import { randomUUID } from 'node:crypto';
import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { ContactFields } from '../../common/entities/contact-fields.embeddable.js';
import { type BusinessSettings, DEFAULT_BUSINESS_SETTINGS } from '../../common/settings/business-settings.js';
import { type AuditRecord } from '../identity/audit/audit-log.service.js';
import { type MailRequest } from '../mail/delivery/mail.service.js';
import { intervalOfBooking } from './booking-schedule.js';
import { type BookingsRepository } from './bookings.repository.js';
import { SpaceBooking } from './entities/space-booking.entity.js';
import { Space } from './entities/space.entity.js';
import { type AllowancePeriod } from './reschedule/reschedule-plan.js';
import { type RescheduleRepository } from './reschedule/reschedule.repository.js';
import { type SpaceAssignmentsRepository } from './space-assignments.repository.js';
import { type SpacesRepository } from './spaces.repository.js';

/*
 * In-memory stand-ins for the booking repositories, shared by the booking services' unit specs (booking-service-fakes.ts
 * wires the services to them). The fake database keeps
 * spaces, instances, booked rows, instance assignments (refusing overlaps on one instance, as the exclusion
 * constraint does), audit entries and e-mails; a transaction that throws puts all of it back as it was, as
 * PostgreSQL's rollback would.
 */

export const CONTACT = {
  firstName: 'Wanjiku',
  lastName: 'Kamau',
  email: 'wanjiku@example.co.ke',
  phone: '+254712345678',
};

interface FakeInstance {
  id: string;
  spaceId: string;
  label: string;
  number: number;
  isActive: boolean;
}

interface FakeAssignment {
  bookingId: string;
  instanceId: string;
  startAt: Date;
  endAt: Date;
}

interface Saved {
  rows: SpaceBooking[];
  fields: Map<SpaceBooking, SpaceBooking>;
  assignments: FakeAssignment[];
  staged: number;
  audit: number;
  linksValidUntil: number;
}

const overlaps = (a: { startAt: Date; endAt: Date }, b: { startAt: Date; endAt: Date }) =>
  a.startAt.getTime() < b.endAt.getTime() && a.endAt.getTime() > b.startAt.getTime();

export class FakeBookingDatabase {
  readonly spaces: Space[] = [];
  readonly instances: FakeInstance[] = [];
  readonly rows: SpaceBooking[] = [];
  assignments: FakeAssignment[] = [];
  settings: BusinessSettings = { ...DEFAULT_BUSINESS_SETTINGS };
  /** A group's money, as BookingsRepository.groupMoney reads it from payments. */
  readonly money = new Map<string, { paid: boolean; moneyReturned: boolean }>();
  readonly allowanceUses = new Map<string, AllowancePeriod>();
  readonly manageLinks = new Map<string, string>();
  readonly linksValidUntil: { bookingGroupId: string; endAt: Date }[] = [];
  readonly staged: MailRequest[] = [];
  dispatched: MailRequest[] = [];
  readonly audit: AuditRecord[] = [];
  now = new Date('2026-12-01T06:00:00Z');

  /** A space with `instances` active instances ("Room 1"…). */
  space(fields: Partial<Space> = {}, instances = 1): Space {
    const space = Object.assign(new Space(fields.name ?? 'Boardroom', fields.type ?? 'meeting-room'), {
      billingCycle: 'hourly',
      rate: '1500.00',
      ...fields,
    } satisfies Partial<Space>);
    this.spaces.push(space);
    for (let number = 1; number <= instances; number++)
      this.instances.push({
        id: `${space.name} ${number}`,
        spaceId: space.id,
        label: `Room ${number}`,
        number,
        isActive: true,
      });
    return space;
  }

  /** A booked group of rows on `space`, each holding its instance (the first free one unless named). */
  book(
    space: Space,
    slots: { date: string; time: string }[],
    fields: Partial<SpaceBooking> = {},
    instanceId?: string,
  ): SpaceBooking[] {
    const bookingGroupId = randomUUID();
    return slots.map(({ date, time }) => {
      const row = Object.assign(new SpaceBooking(space.type, date, time), {
        space,
        duration: /^\d/.test(time) ? 2 : 1,
        status: 'confirmed',
        bookingGroupId,
        priceCents: 300_000,
        contact: new ContactFields(CONTACT),
        ...fields,
      } satisfies Partial<SpaceBooking>);
      this.rows.push(row);
      const interval = intervalOfBooking(row);
      const instance =
        instanceId ??
        this.instances.find(
          (candidate) =>
            candidate.spaceId === space.id &&
            !this.assignments.some((held) => held.instanceId === candidate.id && overlaps(held, interval)),
        )?.id;
      if (instance) this.assignments.push({ bookingId: row.id, instanceId: instance, ...interval });
      return row;
    });
  }

  groupOf(bookingGroupId: string): SpaceBooking[] {
    return this.rows
      .filter((row) => row.bookingGroupId === bookingGroupId || (row.id === bookingGroupId && !row.bookingGroupId))
      .sort((a, b) => a.id.localeCompare(b.id));
  }

  assignmentOf(bookingId: string): FakeAssignment | undefined {
    return this.assignments.find((assignment) => assignment.bookingId === bookingId);
  }

  /** Whether an assignment belongs to an unpaid row whose hold ran out (free at once, as in SQL). */
  private lapsed(assignment: FakeAssignment): boolean {
    const row = this.rows.find((candidate) => candidate.id === assignment.bookingId);
    return row?.status === 'pending' && !!row.holdExpiresAt && row.holdExpiresAt <= this.now;
  }

  private taken(instanceId: string, interval: { startAt: Date; endAt: Date }, except?: string): boolean {
    return this.assignments.some(
      (held) => held.instanceId === instanceId && held.bookingId !== except && overlaps(held, interval),
    );
  }

  save(): Saved {
    return {
      rows: [...this.rows],
      fields: new Map(this.rows.map((row) => [row, { ...row }])),
      assignments: this.assignments.map((assignment) => ({ ...assignment })),
      staged: this.staged.length,
      audit: this.audit.length,
      linksValidUntil: this.linksValidUntil.length,
    };
  }

  restore(saved: Saved): void {
    this.rows.splice(0, this.rows.length, ...saved.rows);
    for (const [row, fields] of saved.fields) Object.assign(row, fields);
    this.assignments = saved.assignments;
    this.staged.length = saved.staged;
    this.audit.length = saved.audit;
    this.linksValidUntil.length = saved.linksValidUntil;
  }

  unitOfWork(): FakeUnitOfWork {
    return new FakeUnitOfWork(this);
  }

  bookingsRepository(): BookingsRepository {
    const fake: Pick<
      BookingsRepository,
      | 'lockGroup'
      | 'groupRows'
      | 'groupAndSpaceOf'
      | 'addRow'
      | 'add'
      | 'lockHolder'
      | 'pendingHolds'
      | 'groupMoney'
      | 'forStaff'
      | 'newest'
    > = {
      lockGroup: async (_tx, bookingGroupId) => this.groupOf(bookingGroupId),
      groupRows: async (_tx, bookingGroupId) => this.groupOf(bookingGroupId),
      groupAndSpaceOf: async (_tx, bookingId) => {
        const row = this.rows.find((candidate) => candidate.id === bookingId);
        return row ? { bookingGroupId: row.bookingGroupId ?? row.id, spaceId: row.space?.id ?? null } : null;
      },
      addRow: (_tx, { userId: _userId, ...fields }) => {
        const row = Object.assign(new SpaceBooking(fields.type, fields.date, fields.time), fields);
        this.rows.push(row);
        return row;
      },
      add: (_tx, booking) => void this.rows.push(booking),
      lockHolder: async () => undefined,
      pendingHolds: async (_tx, holder, now) => {
        const held = (matches: (row: SpaceBooking) => boolean) => {
          const rows = this.rows.filter(
            (row) => row.status === 'pending' && row.holdExpiresAt && row.holdExpiresAt > now && matches(row),
          );
          const expiries = rows.map((row) => row.holdExpiresAt!.getTime());
          return {
            count: new Set(rows.map((row) => row.bookingGroupId ?? row.id)).size,
            firstExpiry: expiries.length > 0 ? new Date(Math.min(...expiries)) : null,
          };
        };
        return {
          email: held((row) => row.contact?.email === holder.email),
          address: holder.address
            ? held((row) => row.clientAddress === holder.address)
            : { count: 0, firstExpiry: null },
        };
      },
      groupMoney: async (_tx, bookingGroupId) =>
        this.money.get(bookingGroupId) ?? { paid: false, moneyReturned: false },
      forStaff: async (id) => this.rows.find((row) => row.id === id) ?? null,
      newest: async (limit) => [...this.rows].reverse().slice(0, limit),
    };
    return fake as BookingsRepository;
  }

  spacesRepository(): SpacesRepository {
    const fake: Pick<SpacesRepository, 'activeSpace'> = {
      activeSpace: async (id) => this.spaces.find((space) => space.id === id && space.isActive) ?? null,
    };
    return fake as SpacesRepository;
  }

  assignmentsRepository(): SpaceAssignmentsRepository {
    const activeInstances = (spaceId: string) =>
      this.instances
        .filter((instance) => instance.spaceId === spaceId && instance.isActive)
        .sort((a, b) => a.number - b.number);
    const fake: Pick<
      SpaceAssignmentsRepository,
      | 'freeInstanceIds'
      | 'tryAssign'
      | 'releaseHolds'
      | 'holderOf'
      | 'activeInstance'
      | 'activeInstanceIds'
      | 'assignmentOf'
      | 'isAssigned'
      | 'releaseInstancesOf'
      | 'replaceAssignment'
    > = {
      freeInstanceIds: async (_tx, spaceId, startAt, endAt) =>
        activeInstances(spaceId)
          .filter((instance) => !this.taken(instance.id, { startAt, endAt }))
          .map((instance) => instance.id),
      tryAssign: async (_tx, bookingId, instanceId, startAt, endAt) => {
        if (this.taken(instanceId, { startAt, endAt })) return false;
        this.assignments.push({ bookingId, instanceId, startAt, endAt });
        return true;
      },
      releaseHolds: async (_tx, which, note) => {
        const released = this.rows.filter(
          (row) =>
            row.status === 'pending' &&
            ('bookingGroupId' in which
              ? row.bookingGroupId === which.bookingGroupId
              : !!row.holdExpiresAt &&
                row.holdExpiresAt <= which.expiredBefore &&
                (!which.spaceId || row.space?.id === which.spaceId)),
        );
        for (const row of released) {
          Object.assign(row, { status: 'cancelled', cancelledBy: 'hold', holdExpiresAt: null });
          row.notes = `${row.notes ? `${row.notes}\n` : ''}${note}`;
        }
        const ids = new Set(released.map((row) => row.id));
        this.assignments = this.assignments.filter((assignment) => !ids.has(assignment.bookingId));
        return released.length;
      },
      holderOf: async (_tx, instanceIds, startAt, endAt) => {
        const held = this.assignments.find(
          (assignment) =>
            instanceIds.includes(assignment.instanceId) &&
            overlaps(assignment, { startAt, endAt }) &&
            !this.lapsed(assignment),
        );
        const row = held && this.rows.find((candidate) => candidate.id === held.bookingId);
        if (!held || !row) return null;
        return {
          booking_id: row.id,
          group_id: row.bookingGroupId ?? row.id,
          date: row.date,
          time: row.time,
          first_name: row.contact?.firstName ?? null,
          last_name: row.contact?.lastName ?? null,
          instance_name: this.instances.find((instance) => instance.id === held.instanceId)!.label,
        };
      },
      activeInstance: async (_tx, spaceId, instanceId) => {
        const instance = activeInstances(spaceId).find((candidate) => candidate.id === instanceId);
        return instance ? { id: instance.id, name: instance.label } : null;
      },
      activeInstanceIds: async (_tx, spaceId) => activeInstances(spaceId).map((instance) => instance.id),
      assignmentOf: async (_tx, bookingId) => {
        const assignment = this.assignmentOf(bookingId);
        return assignment
          ? { instance_id: assignment.instanceId, start_at: assignment.startAt, end_at: assignment.endAt }
          : null;
      },
      isAssigned: async (_tx, bookingId) => !!this.assignmentOf(bookingId),
      releaseInstancesOf: async (_tx, bookingIds) => {
        this.assignments = this.assignments.filter((assignment) => !bookingIds.includes(assignment.bookingId));
      },
      replaceAssignment: async (_tx, bookingId, place) => {
        const before = this.assignments;
        this.assignments = this.assignments.filter((assignment) => assignment.bookingId !== bookingId);
        try {
          return await place();
        } catch (error) {
          this.assignments = before;
          throw error;
        }
      },
    };
    return fake as SpaceAssignmentsRepository;
  }

  rescheduleRepository(): RescheduleRepository {
    const fake: Pick<RescheduleRepository, 'tryMoveAssignment' | 'allowancePeriods' | 'manageLinksValidUntil'> = {
      tryMoveAssignment: async (_tx, bookingId, instanceId, startAt, endAt) => {
        if (this.taken(instanceId, { startAt, endAt }, bookingId)) return false;
        this.assignments = [
          ...this.assignments.filter((assignment) => assignment.bookingId !== bookingId),
          { bookingId, instanceId, startAt, endAt },
        ];
        return true;
      },
      allowancePeriods: async (_tx, bookingIds) =>
        bookingIds.flatMap((id) => (this.allowanceUses.has(id) ? [this.allowanceUses.get(id)!] : [])),
      manageLinksValidUntil: async (_tx, bookingGroupId, endAt) =>
        void this.linksValidUntil.push({ bookingGroupId, endAt }),
    };
    return fake as RescheduleRepository;
  }
}
