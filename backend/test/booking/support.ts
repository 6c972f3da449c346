import { addVenueDays, type BillingCycle, type SpaceType, venueToday, venueWeekday } from '@coworking/domain';
import { type EntityManager } from '@mikro-orm/postgresql';
import { SpaceInstance } from '../../src/modules/booking/entities/space-instance.entity.js';
import { Space } from '../../src/modules/booking/entities/space.entity.js';

/** A venue date some days from today, on a weekday so every slot from 06:00 exists. */
export function futureWeekday(daysAhead = 7): string {
  let date = addVenueDays(venueToday(), daysAhead);
  while (venueWeekday(date) >= 6) date = addVenueDays(date, 1);
  return date;
}

/**
 * The first weekday after `date`. Two `futureWeekday` calls a day apart can name the same Monday (both land on the
 * weekend when today is Friday, Saturday or Sunday in Nairobi); a test that needs two different days asks for this.
 */
export function weekdayAfter(date: string): string {
  let next = addVenueDays(date, 1);
  while (venueWeekday(next) >= 6) next = addVenueDays(next, 1);
  return next;
}

export function nextDay(date: string, days = 1): string {
  return addVenueDays(date, days);
}

export async function makeSpace(
  em: EntityManager,
  fields: {
    name?: string;
    type?: SpaceType;
    billingCycle?: BillingCycle;
    rate?: string | null;
    instances?: number;
    inactiveInstances?: number;
  } = {},
): Promise<{ space: Space; instances: SpaceInstance[] }> {
  const active = fields.instances ?? 1;
  const inactive = fields.inactiveInstances ?? 0;
  const space = em.create(Space, {
    name: fields.name ?? 'Boardroom',
    type: fields.type ?? 'meeting-room',
    billingCycle: fields.billingCycle ?? 'hourly',
    rate: fields.rate === undefined ? '1500.00' : fields.rate,
    availabilityCapacity: active + inactive,
  });
  const instances = Array.from({ length: active + inactive }, (_, index) => {
    const instance = new SpaceInstance(space, index + 1, `Room ${index + 1}`);
    instance.isActive = index < active;
    return instance;
  });
  em.persist(instances);
  await em.flush();
  return { space, instances };
}

export const CONTACT = {
  firstName: 'Wanjiku',
  lastName: 'Kamau',
  email: 'wanjiku@example.com',
  phone: '+254712345678',
};
