import { venueInstant } from '@coworking/domain';
import { AvailabilityService, type TimeSlot } from './availability.service.js';
import { BookingError } from './booking.errors.js';
import { BOOKING_MESSAGES } from './booking.messages.js';
import { type SpaceDto } from './dto/public-booking.dto.js';
import { type DayAssignmentRow, type SpaceAssignmentsRepository } from './space-assignments.repository.js';
import { type SpacesService } from './spaces.service.js';

/** Tuesday 1 December 2026, 09:00 in Nairobi. */
const NOW = new Date('2026-12-01T06:00:00Z');
const FRIDAY = '2026-12-04';
const SPACE_ID = '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';

const boardroom = { id: SPACE_ID, name: 'Boardroom', isAvailable: true } as SpaceDto;

/** Availability over a space from the public list and what its instances hold that day. */
function availability(space: SpaceDto | null, day: DayAssignmentRow[]) {
  const spaces: Pick<SpacesService, 'findActive'> = { findActive: async (id) => (space?.id === id ? space : null) };
  const asked: { spaceId: string; dayStart: Date; dayEnd: Date }[] = [];
  const assignments: Pick<SpaceAssignmentsRepository, 'dayAssignments'> = {
    dayAssignments: async (spaceId, dayStart, dayEnd) => {
      asked.push({ spaceId, dayStart, dayEnd });
      return day;
    },
  };
  return {
    service: new AvailabilityService(assignments as SpaceAssignmentsRepository, spaces as SpacesService),
    asked,
  };
}

const held = (instanceId: string, from: string, to: string): DayAssignmentRow => ({
  instance_id: instanceId,
  start_at: venueInstant(FRIDAY, from),
  end_at: venueInstant(FRIDAY, to),
});
const free = (instanceId: string): DayAssignmentRow => ({ instance_id: instanceId, start_at: null, end_at: null });
const slot = (slots: TimeSlot[], time: string) => slots.find((candidate) => candidate.time === time)!;

describe('the free instances of a venue day', () => {
  it('counts per two-hour slot the active instances holding nothing that overlaps it', async () => {
    const { service, asked } = availability(boardroom, [held('room-1', '10:00', '12:00'), free('room-2')]);
    const slots = await service.forDate(SPACE_ID, FRIDAY, NOW);
    // One query for the whole venue day, in Nairobi time.
    expect(asked).toEqual([{ spaceId: SPACE_ID, dayStart: venueInstant(FRIDAY), dayEnd: venueInstant('2026-12-05') }]);
    expect(slot(slots, '10:00')).toEqual({
      time: '10:00',
      available: true,
      startAt: `${FRIDAY}T10:00:00.000+03:00`,
      endAt: `${FRIDAY}T12:00:00.000+03:00`,
      totalInstances: 2,
      availableInstances: 1,
    });
    expect(slot(slots, '09:00').availableInstances).toBe(1);
    expect(slot(slots, '11:00').availableInstances).toBe(1);
    // 12:00–14:00 only touches 10:00–12:00.
    expect(slot(slots, '12:00').availableInstances).toBe(2);
  });

  it('marks a slot unavailable when every instance is held', async () => {
    const { service } = availability(boardroom, [held('room-1', '10:00', '12:00'), held('room-1', '14:00', '16:00')]);
    const slots = await service.forDate(SPACE_ID, FRIDAY, NOW);
    expect(slot(slots, '14:00')).toMatchObject({ available: false, availableInstances: 0, totalInstances: 1 });
    expect(slot(slots, '12:00')).toMatchObject({ available: true, availableInstances: 1 });
  });

  it('offers nothing that has started, and nothing of a space taken off sale', async () => {
    const started = await availability(boardroom, [free('room-1')]).service.forDate(
      SPACE_ID,
      FRIDAY,
      venueInstant(FRIDAY, '13:30'),
    );
    expect(slot(started, '12:00')).toMatchObject({ available: false, availableInstances: 0 });
    expect(started.find((candidate) => candidate.available)?.time).toBe('14:00');

    const offSale = await availability({ ...boardroom, isAvailable: false }, [free('room-1')]).service.forDate(
      SPACE_ID,
      FRIDAY,
      NOW,
    );
    expect(offSale.every((candidate) => !candidate.available && candidate.availableInstances === 0)).toBe(true);
  });

  it('refuses a malformed date (400) and a space that is not on the public list (404)', async () => {
    const { service } = availability(boardroom, []);
    await expect(service.forDate(SPACE_ID, '2026-13-40', NOW)).rejects.toMatchObject({
      code: 'invalid-date',
      kind: 'invalid',
      message: BOOKING_MESSAGES.invalidDate,
    });
    const missing = availability(null, []).service.forDate(SPACE_ID, FRIDAY, NOW);
    await expect(missing).rejects.toBeInstanceOf(BookingError);
    await expect(missing).rejects.toMatchObject({ code: 'space-not-found', kind: 'not-found' });
    await expect(missing).rejects.toThrow(BOOKING_MESSAGES.spaceNotFound);
  });
});
