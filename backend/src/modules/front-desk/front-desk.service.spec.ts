import { SYSTEM_ROLE_PERMISSIONS } from '@coworking/domain';
import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { type CheckInCodesRepository } from '../booking/check-in/check-in-codes.repository.js';
import { type VisitKind } from '../booking/entities/check-in-code.entity.js';
import { type AdminPrincipal } from '../identity/access/admin-principal.js';
import { type AuditLogService, type AuditRecord } from '../identity/audit/audit-log.service.js';
import { type AuditLogEntry } from '../identity/entities/audit-log-entry.entity.js';
import { type CheckInListQueryDto } from './dto/front-desk.dto.js';
import { FrontDeskError } from './front-desk.errors.js';
import { FRONT_DESK_MESSAGES } from './front-desk.messages.js';
import { type BookedVisitRow, type FrontDeskRepository, type GuestVisitRow } from './front-desk.repository.js';
import { FrontDeskService } from './front-desk.service.js';

/** Wednesday 2 December 2026, 09:30 in Nairobi. */
const NOW = new Date('2026-12-02T06:30:00Z');
const TODAY = '2026-12-02';
const GROUP = 'a1b2c3d4-0000-4000-8000-000000000001';
const GUEST = 'f0e1d2c3-0000-4000-8000-000000000002';
const ACTOR = {
  id: 'admin-1',
  username: 'frontdesk',
  permissions: SYSTEM_ROLE_PERMISSIONS.moderator,
} as AdminPrincipal;

const booked = (fields: Partial<BookedVisitRow> = {}): BookedVisitRow => ({
  id: `${GROUP}-row`,
  visit_id: GROUP,
  type: 'meeting-room',
  date: TODAY,
  time: '10:00',
  status: 'confirmed',
  first_name: 'Wanjiku',
  last_name: 'Kamau',
  email: 'wanjiku@example.co.ke',
  phone: '+254712345678',
  space_name: 'Boardroom',
  uses_allowance: false,
  code: 'K7QM3XPA',
  checked_in_at: null,
  ...fields,
});

const guestPass = (fields: Partial<GuestVisitRow> = {}): GuestVisitRow => ({
  id: GUEST,
  date: TODAY,
  first_name: 'Otieno',
  last_name: 'Odhiambo',
  email: 'otieno@example.com',
  phone: null,
  cancelled_at: null,
  host_first_name: 'Amina',
  host_last_name: 'Njeri',
  host_username: 'amina',
  code: 'G4HT7WXY',
  checked_in_at: null,
  ...fields,
});

/** The desk's tables in memory: booked rows, guest passes, codes, and check-ins keyed by code and date. */
class FakeFrontDesk {
  rows: BookedVisitRow[] = [booked()];
  guests: GuestVisitRow[] = [guestPass()];
  readonly codes = new Map<string, { visitKind: VisitKind; visitId: string }>([
    ['K7QM3XPA', { visitKind: 'booking', visitId: GROUP }],
    ['G4HT7WXY', { visitKind: 'guest', visitId: GUEST }],
  ]);
  readonly checkIns = new Map<string, { id: string; created_at: string }>();
  readonly audit: AuditRecord[] = [];
  readonly unitOfWork = new FakeUnitOfWork();

  service(): FrontDeskService {
    const repository: Pick<
      FrontDeskRepository,
      'confirmedRowsOn' | 'groupRows' | 'guestsOn' | 'guestPass' | 'insertCheckIn' | 'checkedInAt'
    > = {
      confirmedRowsOn: async (date) => this.rows.filter((row) => row.status === 'confirmed' && row.date === date),
      groupRows: async (_tx, visitId) => this.rows.filter((row) => row.visit_id === visitId),
      guestsOn: async (date) => this.guests.filter((guest) => guest.date === date && !guest.cancelled_at),
      guestPass: async (_tx, id) => this.guests.find((guest) => guest.id === id) ?? null,
      insertCheckIn: async (_tx, code, date) => {
        if (this.checkIns.has(`${code} ${date}`)) return null;
        const row = { id: `check-in-${this.checkIns.size + 1}`, created_at: NOW.toISOString() };
        this.checkIns.set(`${code} ${date}`, row);
        return row;
      },
      checkedInAt: async (_tx, code, date) => this.checkIns.get(`${code} ${date}`)?.created_at ?? null,
    };
    const codes: Pick<CheckInCodesRepository, 'visitOf' | 'codeFor'> = {
      visitOf: async (_tx, code) => this.codes.get(code) ?? null,
      codeFor: async (_tx, visitKind, visitId) => {
        const code = 'NEWCQDE9';
        this.codes.set(code, { visitKind, visitId });
        return code;
      },
    };
    const audit: Pick<AuditLogService, 'record'> = {
      record: (_tx, record) => {
        this.audit.push(record);
        return {} as AuditLogEntry;
      },
    };
    return new FrontDeskService(
      this.unitOfWork.asUnitOfWork(),
      repository as FrontDeskRepository,
      codes as CheckInCodesRepository,
      audit as AuditLogService,
    );
  }
}

async function refusal(promise: Promise<unknown>): Promise<FrontDeskError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof FrontDeskError)) throw new Error(`Expected a front desk refusal, got ${String(error)}`);
  return error;
}

describe('checking a visitor in at the front desk', () => {
  it('checks a confirmed booking in the first time (created), recording who did it', async () => {
    const desk = new FakeFrontDesk();
    const { visit, created } = await desk.service().checkIn('k7qm-3xpa', ACTOR, '10.0.0.7', NOW);
    expect(created).toBe(true);
    expect(visit).toMatchObject({
      code: 'K7QM-3XPA',
      kind: 'booking',
      reference: 'A1B2C3D4',
      name: 'Wanjiku Kamau',
      title: 'Boardroom',
      time: '10:00',
      checkedInAt: NOW.toISOString(),
    });
    expect(desk.audit).toEqual([
      {
        actor: ACTOR,
        action: 'create',
        resource: 'check-ins',
        resourceId: 'check-in-1',
        changes: {
          code: { from: null, to: 'K7QM-3XPA' },
          date: { from: null, to: TODAY },
          visit: { from: null, to: 'booking A1B2C3D4' },
        },
        ipAddress: '10.0.0.7',
      },
    ]);
  });

  it('answers the first check-in when the code is checked in again the same day, writing nothing', async () => {
    const desk = new FakeFrontDesk();
    const service = desk.service();
    const first = await service.checkIn('K7QM3XPA', ACTOR, '10.0.0.7', NOW);
    const again = await service.checkIn('K7QM3XPA', ACTOR, '10.0.0.8', new Date(NOW.getTime() + 3_600_000));
    expect(again).toEqual({ visit: first.visit, created: false });
    expect(desk.checkIns.size).toBe(1);
    expect(desk.audit).toHaveLength(1);
  });

  it('refuses a booking of another day, naming its day (409)', async () => {
    const desk = new FakeFrontDesk();
    desk.rows = [booked({ date: '2026-12-04' })];
    const refused = await refusal(desk.service().checkIn('K7QM3XPA', ACTOR, '10.0.0.7', NOW));
    expect(refused).toMatchObject({ code: 'other-day', kind: 'conflict' });
    expect(refused.message).toBe(FRONT_DESK_MESSAGES.otherDay('Fri 4 Dec 2026'));
    expect(desk.checkIns.size).toBe(0);
  });

  it('refuses a cancelled booking, or one whose part for today was cancelled (409)', async () => {
    const desk = new FakeFrontDesk();
    desk.rows = [booked({ status: 'cancelled' })];
    const cancelled = await refusal(desk.service().checkIn('K7QM3XPA', ACTOR, '10.0.0.7', NOW));
    expect(cancelled).toMatchObject({ code: 'booking-cancelled', kind: 'conflict' });
    expect(cancelled.message).toBe(FRONT_DESK_MESSAGES.cancelledBooking);

    desk.rows = [booked({ status: 'cancelled' }), booked({ id: 'friday', date: '2026-12-04' })];
    const todayCancelled = await refusal(desk.service().checkIn('K7QM3XPA', ACTOR, '10.0.0.7', NOW));
    expect(todayCancelled.message).toBe(FRONT_DESK_MESSAGES.cancelledBooking);
    expect(desk.checkIns.size).toBe(0);
  });

  it('refuses a booking still waiting for payment (409)', async () => {
    const desk = new FakeFrontDesk();
    desk.rows = [booked({ status: 'pending' })];
    const refused = await refusal(desk.service().checkIn('K7QM3XPA', ACTOR, '10.0.0.7', NOW));
    expect(refused.message).toBe(FRONT_DESK_MESSAGES.notConfirmed);
  });

  it("checks a member's guest in on their day, and refuses a cancelled pass or another day (409)", async () => {
    const desk = new FakeFrontDesk();
    const { visit, created } = await desk.service().checkIn('G4HT-7WXY', ACTOR, '10.0.0.7', NOW);
    expect(created).toBe(true);
    expect(visit).toMatchObject({ kind: 'guest', title: 'Guest of Amina Njeri', hostName: 'Amina Njeri' });

    desk.guests = [guestPass({ cancelled_at: '2026-12-01T10:00:00Z' })];
    const cancelled = await refusal(desk.service().checkIn('G4HT7WXY', ACTOR, '10.0.0.7', NOW));
    expect(cancelled.message).toBe(FRONT_DESK_MESSAGES.cancelledGuest('Amina Njeri'));

    desk.guests = [guestPass({ date: '2026-12-03' })];
    const tomorrow = await refusal(desk.service().checkIn('G4HT7WXY', ACTOR, '10.0.0.7', NOW));
    expect(tomorrow.message).toBe(FRONT_DESK_MESSAGES.otherDay('Thu 3 Dec 2026'));
  });

  it('answers 404 for a code nobody has and 400 for text that is not a code', async () => {
    const desk = new FakeFrontDesk();
    const unknown = await refusal(desk.service().checkIn('ZZZZ-ZZZZ', ACTOR, '10.0.0.7', NOW));
    expect(unknown).toMatchObject({ code: 'unknown-code', kind: 'not-found' });
    expect(unknown.message).toBe(FRONT_DESK_MESSAGES.unknownCode);
    const malformed = await refusal(desk.service().checkIn('K7QM-3XP0', ACTOR, '10.0.0.7', NOW));
    expect(malformed).toMatchObject({ code: 'bad-code', kind: 'invalid' });
    expect(malformed.message).toBe(FRONT_DESK_MESSAGES.badCode);
    expect(desk.audit).toEqual([]);
  });
});

describe("the front desk's list of expected visitors", () => {
  it('gives a visit confirmed before codes existed its code, committed on its own', async () => {
    const desk = new FakeFrontDesk();
    desk.rows = [booked({ code: null })];
    const { rows, total } = await desk.service().expected({ date: TODAY } as CheckInListQueryDto, NOW);
    expect(total).toBe(2);
    expect(rows.map((visit) => [visit.kind, visit.code])).toEqual([
      ['booking', 'NEWC-QDE9'],
      ['guest', 'G4HT-7WXY'],
    ]);
    expect(desk.codes.get('NEWCQDE9')).toEqual({ visitKind: 'booking', visitId: GROUP });
    expect(desk.unitOfWork.commits).toBe(1);
  });
});
