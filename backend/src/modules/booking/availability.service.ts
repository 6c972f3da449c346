import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { isVenueDate, toVenueIso, venueInstant } from '../../common/time/venue-time.js';
import { BOOKING_MESSAGES } from './booking.messages.js';
import { HOURLY_SLOT_HOURS, slotStartsFor } from './booking-rules.js';
import { Space } from './entities/space.entity.js';

export interface TimeSlot {
  time: string;
  available: boolean;
  startAt: string;
  endAt: string;
  totalInstances: number;
  availableInstances: number;
}

/**
 * Free instances per two-hour slot of one venue date. One query reads the day's assignments of the
 * space's active instances (the exclusion constraint's GiST index serves it), whatever the total
 * number of bookings; slots that have started are unavailable.
 */
@Injectable()
export class AvailabilityService {
  constructor(private readonly em: EntityManager) {}

  async forDate(spaceId: string, date: string, now: Date = new Date()): Promise<TimeSlot[]> {
    if (!isVenueDate(date)) throw new BadRequestException(BOOKING_MESSAGES.invalidDate);
    const em = this.em.fork();
    const space = await em.findOne(Space, { id: spaceId, isActive: true });
    if (!space) throw new NotFoundException(BOOKING_MESSAGES.spaceNotFound);
    const dayStart = venueInstant(date);
    const dayEnd = new Date(dayStart.getTime() + 24 * 3600_000);
    const rows = await em.execute<{ instance_id: string; start_at: Date | null; end_at: Date | null }[]>(
      `select i.id as instance_id, a.start_at, a.end_at
       from space_instances i
       left join space_instance_assignments a on a.instance_id = i.id and a.start_at < ? and a.end_at > ?
       where i.space_id = ? and i.is_active`,
      [dayEnd, dayStart, space.id],
    );
    const busy = new Map<string, { start: number; end: number }[]>();
    for (const row of rows) {
      const list = busy.get(row.instance_id) ?? [];
      if (row.start_at && row.end_at) list.push({ start: new Date(row.start_at).getTime(), end: new Date(row.end_at).getTime() });
      busy.set(row.instance_id, list);
    }
    const totalInstances = busy.size;
    return slotStartsFor(date).map((time) => {
      const start = venueInstant(date, time).getTime();
      const end = start + HOURLY_SLOT_HOURS * 3600_000;
      let availableInstances = 0;
      for (const intervals of busy.values()) if (!intervals.some((interval) => interval.start < end && interval.end > start)) availableInstances++;
      const bookable = space.isAvailable && start > now.getTime();
      return {
        time,
        available: bookable && availableInstances > 0,
        startAt: toVenueIso(new Date(start)),
        endAt: toVenueIso(new Date(end)),
        totalInstances,
        availableInstances: bookable ? availableInstances : 0,
      };
    });
  }
}
