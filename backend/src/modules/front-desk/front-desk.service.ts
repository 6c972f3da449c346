import { formatCheckInCode, normaliseCheckInCode, venueToday } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../common/database/transaction.js';
import { pageInMemory } from '../../common/http/list-query.dto.js';
import { TOUR_TITLE } from '../booking/booking-mail.js';
import { CheckInCodesRepository } from '../booking/check-in/check-in-codes.repository.js';
import { type AdminPrincipal } from '../identity/access/admin-principal.js';
import { AuditLogService } from '../identity/audit/audit-log.service.js';
import { type CheckInListQueryDto, type CheckInSort, type VisitDto } from './dto/front-desk.dto.js';
import { rowCovers, visitDaysText } from './front-desk-days.js';
import { FRONT_DESK_ERRORS } from './front-desk.errors.js';
import { type BookedVisitRow, FrontDeskRepository, type GuestVisitRow } from './front-desk.repository.js';

/** A visit's code as the desk reads it, with the parts of a VisitDto that do not depend on the code. */
type VisitWithoutCode = Omit<VisitDto, 'code'> & { visitKind: 'booking' | 'guest'; visitId: string };

/** An instant from raw SQL (text or a Date) as ISO-8601 in UTC. */
const isoOf = (instant: string | Date | null | undefined): string | null =>
  instant ? new Date(instant).toISOString() : null;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

const hostNameOf = (guest: GuestVisitRow) =>
  fullName(guest.host_first_name, guest.host_last_name) || guest.host_username;

/** What one expected booking looks like at the desk on a date: its rows of that date (one group, all confirmed). */
export function bookingVisit(rows: BookedVisitRow[]): VisitWithoutCode {
  const [first] = rows;
  const times = [...new Set(rows.map((row) => (/^\d/.test(row.time) ? row.time : 'All Day Access')))].sort();
  return {
    visitKind: 'booking',
    visitId: first.visit_id,
    kind: first.type === 'tour' ? 'tour' : rows.some((row) => row.uses_allowance) ? 'member-booking' : 'booking',
    reference: first.visit_id.slice(0, 8).toUpperCase(),
    name: fullName(first.first_name, first.last_name),
    email: first.email ?? '',
    phone: first.phone,
    title: first.type === 'tour' ? TOUR_TITLE : (first.space_name ?? 'Booking'),
    // An all-day visitor with an hourly slot too is expected all day.
    time: times.includes('All Day Access') ? 'All Day Access' : times.join(', '),
    hostName: null,
    checkedInAt: isoOf(rows.find((row) => row.checked_in_at)?.checked_in_at),
  };
}

/** What one member's guest looks like at the desk. */
export function guestVisit(guest: GuestVisitRow): VisitWithoutCode {
  const hostName = hostNameOf(guest);
  return {
    visitKind: 'guest',
    visitId: guest.id,
    kind: 'guest',
    reference: guest.id.slice(0, 8).toUpperCase(),
    name: fullName(guest.first_name, guest.last_name),
    email: guest.email,
    phone: guest.phone,
    title: `Guest of ${hostName}`,
    time: 'All Day Access',
    hostName,
    checkedInAt: isoOf(guest.checked_in_at),
  };
}

/** Whether a visit matches the desk's search: name, e-mail, phone, reference or code (typed with or without dash). */
export function visitMatches(visit: VisitDto, q: string | undefined): boolean {
  const needle = q?.trim().toLowerCase();
  if (!needle) return true;
  const texts = [visit.name, visit.email, visit.phone, visit.reference, visit.code, visit.title];
  if (texts.some((text) => text?.toLowerCase().includes(needle))) return true;
  const compact = needle.replace(/[\s-]/g, '');
  if (compact.length < 3) return false;
  return [visit.code.replace('-', ''), visit.phone?.replace(/[\s-]/g, '')].some((text) =>
    text?.toLowerCase().includes(compact),
  );
}

const SORT_VALUES: Record<CheckInSort, (visit: VisitDto) => string | null> = {
  time: (visit) => visit.time,
  name: (visit) => visit.name.toLowerCase(),
  kind: (visit) => visit.kind,
  checkedInAt: (visit) => visit.checkedInAt,
};

/**
 * The Front Desk: who is expected on a venue date (confirmed bookings and tours, members' guests), each with the
 * check-in code their e-mail carries, and checking them in by that code. A visitor is checked in once per day:
 * checking the same code in again answers the first check-in.
 */
@Injectable()
export class FrontDeskService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: FrontDeskRepository,
    private readonly codes: CheckInCodesRepository,
    private readonly audit: AuditLogService,
  ) {}

  /**
   * The expected arrivals of a venue date (today in Nairobi unless said): one entry per booking per date, one per
   * guest. A day holds at most the venue's capacity in visitors, so it is searched, sorted and paged in memory.
   * Visits confirmed before codes existed get their code here, so the desk can check anyone on the list in.
   */
  async expected(query: CheckInListQueryDto, now: Date = new Date()): Promise<{ rows: VisitDto[]; total: number }> {
    const date = query.date ?? venueToday(now);
    const groups = new Map<string, BookedVisitRow[]>();
    for (const row of await this.repository.confirmedRowsOn(date))
      groups.set(row.visit_id, [...(groups.get(row.visit_id) ?? []), row]);
    const visits: VisitDto[] = [];
    for (const rows of groups.values()) visits.push(await this.withCode(bookingVisit(rows), rows[0].code));
    for (const guest of await this.repository.guestsOn(date))
      visits.push(await this.withCode(guestVisit(guest), guest.code));
    visits.sort((a, b) => a.time.localeCompare(b.time) || a.name.localeCompare(b.name) || a.code.localeCompare(b.code));
    return pageInMemory(
      visits.filter((visit) => visitMatches(visit, query.q)),
      { ...query, q: undefined },
      {
        sort: { columns: SORT_VALUES, default: 'time', defaultOrder: 'ASC' },
        tieBreaker: (visit) => visit.code,
        searchable: () => [],
      },
    );
  }

  /**
   * Checks a visitor in today (Nairobi) by their code: 404 for no such code; 409 for a cancelled (or not yet
   * confirmed) booking, a cancelled guest pass, or a visit of another day (naming it). A code checked in already today
   * answers that first check-in (`created` false) and writes nothing; two desks checking one visitor in at once write
   * one row. A new check-in is written to the audit log with it.
   */
  async checkIn(
    typed: string,
    actor: AdminPrincipal,
    ipAddress: string,
    now: Date = new Date(),
  ): Promise<{ visit: VisitDto; created: boolean }> {
    const code = normaliseCheckInCode(typed);
    if (!code) throw FRONT_DESK_ERRORS.badCode();
    const today = venueToday(now);
    return this.unitOfWork.run(async (tx) => {
      const visit = await this.visitToday(tx, code, today);
      const inserted = await this.repository.insertCheckIn(tx, code, today, actor.id);
      if (!inserted) {
        const first = await this.repository.checkedInAt(tx, code, today);
        return { visit: { ...visit, checkedInAt: isoOf(first) }, created: false };
      }
      this.audit.record(tx, {
        actor,
        action: 'create',
        resource: 'check-ins',
        resourceId: inserted.id,
        changes: {
          code: { from: null, to: formatCheckInCode(code) },
          date: { from: null, to: today },
          visit: { from: null, to: `${visit.kind} ${visit.reference}` },
        },
        ipAddress,
      });
      return { visit: { ...visit, checkedInAt: isoOf(inserted.created_at) }, created: true };
    });
  }

  /** The visit a code admits today, or why it cannot be checked in. */
  private async visitToday(tx: Transaction, code: string, today: string): Promise<VisitDto> {
    const visit = await this.codes.visitOf(tx, code);
    if (!visit) throw FRONT_DESK_ERRORS.unknownCode();
    const printed = formatCheckInCode(code);
    if (visit.visitKind === 'guest') {
      const guest = await this.repository.guestPass(tx, visit.visitId, today);
      if (!guest) throw FRONT_DESK_ERRORS.unknownCode();
      if (guest.cancelled_at) throw FRONT_DESK_ERRORS.guestPassCancelled(hostNameOf(guest));
      if (guest.date !== today) throw FRONT_DESK_ERRORS.otherDay(visitDaysText([guestDay(guest)]));
      return { ...publicPart(guestVisit(guest)), code: printed };
    }
    const rows = await this.repository.groupRows(tx, visit.visitId, today);
    if (rows.length === 0) throw FRONT_DESK_ERRORS.unknownCode();
    const todays = rows.filter((row) => rowCovers(row, today));
    const confirmedToday = todays.filter((row) => row.status === 'confirmed');
    if (confirmedToday.length > 0) return { ...publicPart(bookingVisit(confirmedToday)), code: printed };
    const active = rows.filter((row) => row.status !== 'cancelled');
    // Cancelled altogether, or today's part of it was: either way nobody is expected today on this code.
    if (active.length === 0 || (todays.length > 0 && todays.every((row) => row.status === 'cancelled')))
      throw FRONT_DESK_ERRORS.bookingCancelled();
    if (todays.length > 0 || active.every((row) => row.status !== 'confirmed'))
      throw FRONT_DESK_ERRORS.bookingNotConfirmed();
    throw FRONT_DESK_ERRORS.otherDay(visitDaysText(active.filter((row) => row.status === 'confirmed')));
  }

  /** A visit with its code, made now (and committed at once) for a visit confirmed before codes existed. */
  private async withCode(visit: VisitWithoutCode, code: string | null): Promise<VisitDto> {
    const made = code ?? (await this.unitOfWork.run((tx) => this.codes.codeFor(tx, visit.visitKind, visit.visitId)));
    return { ...publicPart(visit), code: formatCheckInCode(made) };
  }
}

/** A guest pass as a dated row (a pass is for its whole day). */
const guestDay = (guest: GuestVisitRow) => ({ date: guest.date, time: 'All Day Access' });

/** The fields a VisitDto shows (without what identifies the visit inside the service). */
function publicPart(visit: VisitWithoutCode): Omit<VisitDto, 'code'> {
  const { visitKind: _kind, visitId: _id, ...shown } = visit;
  return shown;
}
