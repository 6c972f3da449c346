import { HOURLY_SLOT_HOURS, isVenueDate, slotStartsFor, toVenueIso, venueInstant } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { BOOKING_ERRORS } from './booking.errors.js';
import { SpaceAssignmentsRepository } from './space-assignments.repository.js';
import { SpacesService } from './spaces.service.js';

export interface TimeSlot {
  time: string;
  available: boolean;
  startAt: string;
  endAt: string;
  totalInstances: number;
  availableInstances: number;
}

/**
 * Free instances per two-hour slot of one venue date, from one query whatever the total number of
 * bookings; slots that have started are unavailable. The space comes from the cached public list.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly assignments: SpaceAssignmentsRepository,
    private readonly spaces: SpacesService,
  ) {}

  async forDate(spaceId: string, date: string, now: Date = new Date()): Promise<TimeSlot[]> {
    if (!isVenueDate(date)) throw BOOKING_ERRORS.invalidDate();
    const space = await this.spaces.findActive(spaceId);
    if (!space) throw BOOKING_ERRORS.spaceNotFound();
    const dayStart = venueInstant(date);
    const dayEnd = new Date(dayStart.getTime() + 24 * 3600_000);
    const rows = await this.assignments.dayAssignments(space.id, dayStart, dayEnd);
    const busy = new Map<string, { start: number; end: number }[]>();
    for (const row of rows) {
      const list = busy.get(row.instance_id) ?? [];
      if (row.start_at && row.end_at)
        list.push({ start: new Date(row.start_at).getTime(), end: new Date(row.end_at).getTime() });
      busy.set(row.instance_id, list);
    }
    const totalInstances = busy.size;
    return slotStartsFor(date).map((time) => {
      const start = venueInstant(date, time).getTime();
      const end = start + HOURLY_SLOT_HOURS * 3600_000;
      let availableInstances = 0;
      for (const intervals of busy.values())
        if (!intervals.some((interval) => interval.start < end && interval.end > start)) availableInstances++;
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
