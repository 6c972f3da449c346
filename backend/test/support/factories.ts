import { type EntityManager } from '@mikro-orm/postgresql';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { SpaceInstance } from '../../src/modules/booking/entities/space-instance.entity.js';
import { Space } from '../../src/modules/booking/entities/space.entity.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';

/** Small builders for real-database tests; each persists and flushes what it makes. */
export function factories(em: EntityManager) {
  return {
    async space(name = 'Boardroom', instances = 2): Promise<{ space: Space; instances: SpaceInstance[] }> {
      const space = em.create(Space, {
        name,
        type: 'meeting-room',
        billingCycle: 'hourly',
        rate: '1500.00',
        availabilityCapacity: instances,
      });
      const made = Array.from(
        { length: instances },
        (_, index) => new SpaceInstance(space, index + 1, `Room ${index + 1}`),
      );
      em.persist(made);
      await em.flush();
      return { space, instances: made };
    },
    async booking(space: Space, date = '2026-12-01', time = '10:00'): Promise<SpaceBooking> {
      const booking = em.create(SpaceBooking, { type: space.type, date, time, space, duration: 2 });
      await em.flush();
      return booking;
    },
    async plan(name = 'Flexible'): Promise<MembershipPlan> {
      const plan = em.create(MembershipPlan, { name, price: '10500.00' });
      await em.flush();
      return plan;
    },
    async planBooking(plan: MembershipPlan): Promise<PlanBooking> {
      const booking = new PlanBooking(
        plan,
        { firstName: 'Wanjiku', lastName: 'Kamau', email: 'wanjiku@example.com', phone: '+254700000001' },
        '2026-12-01',
      );
      em.persist(booking);
      await em.flush();
      return booking;
    },
  };
}
