import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import {
  ASSIGNMENT_OVERLAP_CONSTRAINT,
  SpaceInstanceAssignment,
} from '../../src/modules/booking/entities/space-instance-assignment.entity.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { SpaceInstance } from '../../src/modules/booking/entities/space-instance.entity.js';
import { Space } from '../../src/modules/booking/entities/space.entity.js';
import { BlogPost } from '../../src/modules/content/entities/blog-post.entity.js';
import { NewsletterSubscription } from '../../src/modules/content/entities/newsletter-subscription.entity.js';
import { Admin } from '../../src/modules/identity/entities/admin.entity.js';
import { Role } from '../../src/modules/identity/entities/role.entity.js';
import { User } from '../../src/modules/identity/entities/user.entity.js';
import { EmailTemplate } from '../../src/modules/mail/entities/email-template.entity.js';
import { ComparisonFeaturePlan } from '../../src/modules/membership/entities/comparison-feature-plan.entity.js';
import { ComparisonFeature } from '../../src/modules/membership/entities/comparison-feature.entity.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { factories } from '../support/factories.js';
import { createTestOrm } from '../support/test-database.js';

const at = (time: string) => new Date(`2026-12-01T${time}:00+03:00`);

/** Runs `write` in a fresh context and returns the database error it caused (or undefined). */
async function failureOf(
  orm: MikroORM,
  write: (em: EntityManager) => Promise<unknown> | unknown,
): Promise<(Error & { code?: string; constraint?: string }) | undefined> {
  const em = orm.em.fork();
  try {
    await write(em);
    await em.flush();
    return undefined;
  } catch (error) {
    return error as Error & { code?: string };
  }
}

describe('database rules of the data model', () => {
  let orm: MikroORM;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ orm, close } = await createTestOrm());
  });
  afterAll(() => close());

  describe('unique constraints', () => {
    it('refuses a second user with the same e-mail or username', async () => {
      await failureOf(orm, (em) => em.persist(new User('amina', 'amina@example.com', 'hash')));
      expect(await failureOf(orm, (em) => em.persist(new User('amina2', 'amina@example.com', 'hash')))).toBeInstanceOf(
        UniqueConstraintViolationException,
      );
      expect(await failureOf(orm, (em) => em.persist(new User('amina', 'other@example.com', 'hash')))).toBeInstanceOf(
        UniqueConstraintViolationException,
      );
      expect(
        await failureOf(orm, (em) => em.persist(new User('baraka', 'baraka@example.com', 'hash'))),
      ).toBeUndefined();
    });

    it('refuses a second admin with the same username or e-mail', async () => {
      expect(await failureOf(orm, (em) => em.persist(new Admin('ops', 'ops@example.com', 'hash')))).toBeUndefined();
      expect(await failureOf(orm, (em) => em.persist(new Admin('ops', 'ops2@example.com', 'hash')))).toBeInstanceOf(
        UniqueConstraintViolationException,
      );
      expect(await failureOf(orm, (em) => em.persist(new Admin('ops2', 'ops@example.com', 'hash')))).toBeInstanceOf(
        UniqueConstraintViolationException,
      );
    });

    it('refuses duplicate blog slugs, role names, template names, newsletter e-mails and payment references', async () => {
      const post = () =>
        new BlogPost({
          title: 'T',
          slug: 'coworking-101',
          excerpt: 'e',
          content: 'c',
          author: 'a',
          category: 'Community',
        });
      expect(await failureOf(orm, (em) => em.persist(post()))).toBeUndefined();
      expect(await failureOf(orm, (em) => em.persist(post()))).toBeInstanceOf(UniqueConstraintViolationException);

      expect(await failureOf(orm, (em) => em.persist(new Role('front-desk', {})))).toBeUndefined();
      expect(await failureOf(orm, (em) => em.persist(new Role('front-desk', {})))).toBeInstanceOf(
        UniqueConstraintViolationException,
      );

      expect(
        await failureOf(orm, (em) => em.persist(new EmailTemplate('booking-confirmed', 'S', '<p>x</p>'))),
      ).toBeUndefined();
      expect(
        await failureOf(orm, (em) => em.persist(new EmailTemplate('booking-confirmed', 'S', '<p>x</p>'))),
      ).toBeInstanceOf(UniqueConstraintViolationException);

      expect(
        await failureOf(orm, (em) => em.persist(new NewsletterSubscription('reader@example.com'))),
      ).toBeUndefined();
      expect(await failureOf(orm, (em) => em.persist(new NewsletterSubscription('reader@example.com')))).toBeInstanceOf(
        UniqueConstraintViolationException,
      );

      const payment = () => new Payment('REF-1', 'booking', crypto.randomUUID(), 300000, 'payer@example.com');
      expect(await failureOf(orm, (em) => em.persist(payment()))).toBeUndefined();
      expect(await failureOf(orm, (em) => em.persist(payment()))).toBeInstanceOf(UniqueConstraintViolationException);
    });

    it('keeps one comparison value per feature and plan pair', async () => {
      const em = orm.em.fork();
      const plan = await factories(em).plan('Pair plan');
      const feature = em.create(ComparisonFeature, { name: '24/7 access', displayOrder: 1 });
      em.persist(new ComparisonFeaturePlan(feature, plan, 'Yes'));
      await em.flush();
      expect(
        await failureOf(orm, (other) =>
          other.persist(
            new ComparisonFeaturePlan(
              other.getReference(ComparisonFeature, feature.id),
              other.getReference(MembershipPlan, plan.id),
              'No',
            ),
          ),
        ),
      ).toBeInstanceOf(UniqueConstraintViolationException);
    });

    it('numbers instances once per space, but each space starts at 1', async () => {
      const em = orm.em.fork();
      const { space } = await factories(em).space('Phone booths', 1);
      const { space: other } = await factories(em).space('Boardrooms', 1);
      expect(
        await failureOf(orm, (e) => e.persist(new SpaceInstance(e.getReference(Space, space.id), 1, 'Booth 1 again'))),
      ).toBeInstanceOf(UniqueConstraintViolationException);
      expect(other.id).not.toBe(space.id);
      expect(await em.count(SpaceInstance, { instanceNumber: 1 })).toBeGreaterThanOrEqual(2);
    });

    it('assigns a booking to at most one instance interval', async () => {
      const em = orm.em.fork();
      const { space, instances } = await factories(em).space('One assignment', 2);
      const booking = await factories(em).booking(space);
      em.persist(new SpaceInstanceAssignment(booking, instances[0], at('10:00'), at('12:00')));
      await em.flush();
      expect(
        await failureOf(orm, (e) =>
          e.persist(
            new SpaceInstanceAssignment(
              e.getReference(SpaceBooking, booking.id),
              e.getReference(SpaceInstance, instances[1].id),
              at('14:00'),
              at('16:00'),
            ),
          ),
        ),
      ).toBeInstanceOf(UniqueConstraintViolationException);
    });
  });

  describe('the exclusion constraint on instance assignments', () => {
    it('refuses an overlapping assignment of one instance, allows the same interval on another instance and back-to-back intervals', async () => {
      const em = orm.em.fork();
      const make = factories(em);
      const { space, instances } = await make.space('Exclusion', 2);
      const [first, second, third, fourth] = [
        await make.booking(space),
        await make.booking(space),
        await make.booking(space),
        await make.booking(space),
      ];
      em.persist(new SpaceInstanceAssignment(first, instances[0], at('10:00'), at('12:00')));
      await em.flush();

      const overlap = await failureOf(orm, (e) =>
        e.persist(
          new SpaceInstanceAssignment(
            e.getReference(SpaceBooking, second.id),
            e.getReference(SpaceInstance, instances[0].id),
            at('11:00'),
            at('13:00'),
          ),
        ),
      );
      expect(overlap?.code).toBe('23P01');
      expect(overlap?.message).toContain(ASSIGNMENT_OVERLAP_CONSTRAINT);

      expect(
        await failureOf(orm, (e) =>
          e.persist(
            new SpaceInstanceAssignment(
              e.getReference(SpaceBooking, third.id),
              e.getReference(SpaceInstance, instances[1].id),
              at('10:00'),
              at('12:00'),
            ),
          ),
        ),
      ).toBeUndefined();
      // tstzrange is half-open: 12:00–14:00 does not touch 10:00–12:00.
      expect(
        await failureOf(orm, (e) =>
          e.persist(
            new SpaceInstanceAssignment(
              e.getReference(SpaceBooking, fourth.id),
              e.getReference(SpaceInstance, instances[0].id),
              at('12:00'),
              at('14:00'),
            ),
          ),
        ),
      ).toBeUndefined();
    });

    it('refuses an overlap even when written by raw SQL, whatever the application does', async () => {
      const em = orm.em.fork();
      const make = factories(em);
      const { space, instances } = await make.space('Raw SQL', 1);
      const [first, second] = [await make.booking(space), await make.booking(space)];
      const insert = (bookingId: string, from: string, to: string) =>
        orm.em
          .fork()
          .execute(
            `insert into space_instance_assignments (booking_id, instance_id, start_at, end_at) values (?, ?, ?, ?)`,
            [bookingId, instances[0].id, at(from), at(to)],
          );
      await insert(first.id, '09:00', '17:00');
      await expect(insert(second.id, '16:59', '18:00')).rejects.toMatchObject({ code: '23P01' });
    });
  });

  describe('cascades', () => {
    it('refuses to delete a plan that plan bookings name: memberships and their history never go with it', async () => {
      const em = orm.em.fork();
      const plan = await factories(em).plan('Retired plan');
      const booking = await factories(em).planBooking(plan);
      await expect(orm.em.fork().execute('delete from membership_plans where id = ?', [plan.id])).rejects.toMatchObject(
        { code: '23503' },
      );
      expect(await orm.em.fork().count(PlanBooking, { id: booking.id })).toBe(1);
    });

    it('deletes a space with its instances and their assignments, but keeps the bookings for history', async () => {
      const em = orm.em.fork();
      const make = factories(em);
      const { space, instances } = await make.space('Demolished', 1);
      const booking = await make.booking(space);
      em.persist(new SpaceInstanceAssignment(booking, instances[0], at('10:00'), at('12:00')));
      await em.flush();
      await orm.em.fork().execute('delete from spaces where id = ?', [space.id]);
      const check = orm.em.fork();
      expect(await check.count(SpaceInstance, { id: instances[0].id })).toBe(0);
      expect(await check.count(SpaceInstanceAssignment, { booking: booking.id })).toBe(0);
      const kept: { space_id: string | null }[] = await check.execute(
        'select space_id from space_bookings where id = ?',
        [booking.id],
      );
      expect(kept).toEqual([{ space_id: null }]);
    });
  });

  describe('check constraints', () => {
    it('refuses an available space or plan that is inactive', async () => {
      await expect(
        orm.em
          .fork()
          .execute(`insert into spaces (name, type, is_active, is_available) values ('X', 'hot-desk', false, true)`),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(
        orm.em
          .fork()
          .execute(
            `insert into membership_plans (name, price, is_active, is_available) values ('X', 100, false, true)`,
          ),
      ).rejects.toMatchObject({ code: '23514' });
    });

    it('refuses template names that are not lowercase with hyphens', async () => {
      const failure = await failureOf(orm, (em) => em.persist(new EmailTemplate('Booking Confirmed', 'S', '<p>x</p>')));
      expect(failure?.code).toBe('23514');
    });
  });
});
