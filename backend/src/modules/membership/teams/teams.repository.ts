import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { type User } from '../../identity/entities/user.entity.js';
import { PlanBooking } from '../entities/plan-booking.entity.js';

/** Team memberships and their seats (plan bookings with a company, and those with a team). */
@Injectable()
export class TeamsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A team membership locked until the transaction ends, with its plan, company and billing contact; else null. */
  async lockTeam(tx: Transaction, id: string): Promise<PlanBooking | null> {
    const em = entityManagerOf(tx);
    const team = await em.findOne(
      PlanBooking,
      { id, company: { $ne: null } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (team) await em.populate(team, ['plan', 'company', 'user']);
    return team;
  }

  /** The seats people hold now, first assigned first. */
  heldSeats(tx: Transaction | null, teamId: string): Promise<PlanBooking[]> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    return em.find(
      PlanBooking,
      { team: teamId, seatReleasedAt: null },
      { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true },
    );
  }

  /** The held seats of several teams at once, by team id. */
  async heldSeatsOf(teamIds: string[]): Promise<Map<string, PlanBooking[]>> {
    const seats = teamIds.length
      ? await this.em
          .fork()
          .find(
            PlanBooking,
            { team: { $in: teamIds }, seatReleasedAt: null },
            { orderBy: { createdAt: 'asc', id: 'asc' } },
          )
      : [];
    const byTeam = new Map<string, PlanBooking[]>(teamIds.map((id) => [id, []]));
    for (const seat of seats) byTeam.get(seat.team!.id)?.push(seat);
    return byTeam;
  }

  add(tx: Transaction, seat: PlanBooking): void {
    entityManagerOf(tx).persist(seat);
  }

  /** The team memberships a member pays for as the billing contact (by account or e-mail), newest first. */
  billedTo(member: User): Promise<PlanBooking[]> {
    return this.em.fork().find(
      PlanBooking,
      {
        company: { $ne: null },
        $or: [{ user: member.id }, { contact: { email: member.email.toLowerCase() } }],
      },
      { populate: ['plan', 'company'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  /** A company's team memberships, newest first. */
  ofCompany(companyId: string): Promise<PlanBooking[]> {
    return this.em
      .fork()
      .find(
        PlanBooking,
        { company: companyId },
        { populate: ['plan', 'company'], orderBy: { createdAt: 'desc', id: 'desc' } },
      );
  }
}
