import { SYSTEM_ROLE_PERMISSIONS } from '@coworking/domain';
import { type MikroORM } from '@mikro-orm/postgresql';
import { verifyPassword } from '../../src/modules/identity/password-hasher.js';
import { prepareDatabase } from '../../src/database/migrate.js';
import { DEMO_SEEDED_KEY } from '../../src/database/seeders/demo-seeder.js';
import { demoBlogPosts, demoEvents, demoPlans, demoSpaces } from '../../src/database/seeders/demo-content.js';
import { EmailTemplate } from '../../src/modules/mail/entities/email-template.entity.js';
import { builtInTemplate } from '../../src/modules/mail/templates/default-templates.js';
import { SUPERSEDED_DEFAULTS } from '../../src/modules/mail/templates/superseded-defaults.js';
import { testConfig } from '../support/test-config.js';
import { createTestOrm, type TestDatabase } from '../support/test-database.js';

const COUNTED_TABLES = [
  'spaces',
  'space_instances',
  'membership_plans',
  'comparison_features',
  'comparison_feature_plans',
  'events',
  'blog_posts',
  'roles',
  'admins',
];

async function counts(orm: MikroORM): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const [row] = await orm.em.fork().execute<{ count: string }[]>(`select count(*) from ${table}`);
    result[table] = Number(row.count);
  }
  return result;
}

describe('preparing a database: migrations, system roles, bootstrap admin, demo content', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ database, orm, close } = await createTestOrm({ migrate: false }));
  });
  afterEach(() => close());

  it('seeds the demo catalogue once; a second start changes nothing', async () => {
    const config = testConfig(database.url, { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'karibu-sana' });
    const first = await prepareDatabase(orm, config);
    expect(first).toMatchObject({ demoSeeded: true, bootstrapAdmin: 'created' });
    const afterFirst = await counts(orm);

    const second = await prepareDatabase(orm, config);
    expect(second).toEqual({ migrationsApplied: [], demoSeeded: false, bootstrapAdmin: 'unchanged' });
    expect(await counts(orm)).toEqual(afterFirst);

    const totalInstances = demoSpaces.reduce((sum, space) => sum + space.availabilityCapacity, 0);
    expect(afterFirst).toMatchObject({
      spaces: demoSpaces.length,
      space_instances: totalInstances,
      membership_plans: demoPlans.length,
      events: demoEvents.length,
      blog_posts: demoBlogPosts.length,
      roles: 3,
      admins: 1,
    });
  });

  it('covers every space type and billing cycle, every event and blog category, featured items and one draft', async () => {
    await prepareDatabase(orm, testConfig(database.url));
    const em = orm.em.fork();
    const spaceKinds = await em.execute<{ type: string; billing_cycle: string }[]>(
      'select distinct type, billing_cycle from spaces',
    );
    expect(new Set(spaceKinds.map((row) => row.type))).toEqual(
      new Set(['hot-desk', 'dedicated-desk', 'private-office', 'meeting-room', 'event-space', 'phone-booth']),
    );
    expect(new Set(spaceKinds.map((row) => row.billing_cycle))).toEqual(new Set(['hourly', 'daily', 'monthly']));

    const eventCategories = await em.execute<{ category: string; featured: boolean }[]>(
      'select category, featured from events',
    );
    expect(new Set(eventCategories.map((row) => row.category))).toEqual(
      new Set(['workshop', 'networking', 'social', 'business']),
    );
    expect(eventCategories.some((row) => row.featured)).toBe(true);

    const posts = await em.execute<{ category: string; featured: boolean; published: boolean }[]>(
      'select category, featured, published from blog_posts',
    );
    expect(new Set(posts.filter((row) => row.published).map((row) => row.category))).toEqual(
      new Set(['Business Insights', 'Entrepreneurship', 'Remote Work', 'Startup Tips', 'Community']),
    );
    expect(posts.filter((row) => row.published && row.featured).length).toBeGreaterThanOrEqual(1);
    expect(posts.filter((row) => !row.published)).toHaveLength(1);

    const homePlans = await em.execute<{ name: string; price: string }[]>(
      `select name, price from membership_plans where promo_text is not null order by price`,
    );
    expect(homePlans.map((row) => row.price)).toEqual(['5000.00', '10500.00', '12500.00']);

    // every main plan has a value for every comparison feature
    const [missing] = await em.execute<{ count: string }[]>(
      `select count(*) from comparison_features f cross join membership_plans p
       where not p.is_additional and not exists (select 1 from comparison_feature_plans v where v.comparison_feature_id = f.id and v.membership_plan_id = p.id)`,
    );
    expect(Number(missing.count)).toBe(0);
  });

  it('does not bring deleted demo content back on the next start', async () => {
    const config = testConfig(database.url);
    await prepareDatabase(orm, config);
    await orm.em.fork().execute('delete from spaces');
    await prepareDatabase(orm, config);
    expect((await counts(orm)).spaces).toBe(0);
  });

  it('writes no demo content with SEED_DEMO=false, but still the system roles', async () => {
    const report = await prepareDatabase(orm, testConfig(database.url, { SEED_DEMO: 'false' }));
    expect(report.demoSeeded).toBe(false);
    const after = await counts(orm);
    expect(after).toMatchObject({ spaces: 0, membership_plans: 0, events: 0, blog_posts: 0, roles: 3 });
    const [marker] = await orm.em
      .fork()
      .execute<{ count: string }[]>('select count(*) from app_settings where key = ?', [DEMO_SEEDED_KEY]);
    expect(Number(marker.count)).toBe(0);
  });

  it('keeps the system roles in step with the code', async () => {
    await prepareDatabase(orm, testConfig(database.url, { SEED_DEMO: 'false' }));
    await orm.em.fork().execute(`update roles set permissions = '{}', is_active = false where name = 'moderator'`);
    await prepareDatabase(orm, testConfig(database.url, { SEED_DEMO: 'false' }));
    const roles = await orm.em
      .fork()
      .execute<{ name: string; permissions: unknown; is_system: boolean; is_active: boolean }[]>(
        'select name, permissions, is_system, is_active from roles order by name',
      );
    expect(roles).toEqual([
      { name: 'admin', permissions: SYSTEM_ROLE_PERMISSIONS.admin, is_system: true, is_active: true },
      { name: 'moderator', permissions: SYSTEM_ROLE_PERMISSIONS.moderator, is_system: true, is_active: true },
      { name: 'super_admin', permissions: SYSTEM_ROLE_PERMISSIONS.super_admin, is_system: true, is_active: true },
    ]);
  });

  it('makes the ADMIN_USERNAME super admin with an argon2id hash, and never changes it from the environment again', async () => {
    const prepare = (password: string) =>
      prepareDatabase(
        orm,
        testConfig(database.url, { SEED_DEMO: 'false', ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: password }),
      );
    const read = async () =>
      orm.em
        .fork()
        .execute<{ role: string; password: string; is_active: boolean }[]>(
          `select role, password, is_active from admins where username = 'owner'`,
        );
    expect((await prepare('first-password')).bootstrapAdmin).toBe('created');
    const [created] = await read();
    expect(created.role).toBe('super_admin');
    expect(created.password).toMatch(/^\$argon2id\$/);
    expect(created.password).not.toContain('first-password');
    expect(await verifyPassword(created.password, 'first-password')).toBe(true);

    // A super admin disabled the account: a restart with another ADMIN_PASSWORD neither revives nor re-keys it.
    await orm.em.fork().execute(`update admins set is_active = false where username = 'owner'`);
    expect((await prepare('second-password')).bootstrapAdmin).toBe('unchanged');
    expect(await read()).toEqual([{ ...created, is_active: false }]);

    // Demoted, and no super admin left at all: the name is taken, so the account still stays as it is.
    await orm.em.fork().execute(`update admins set role = 'moderator' where username = 'owner'`);
    expect((await prepare('second-password')).bootstrapAdmin).toBe('unchanged');
    expect(await read()).toEqual([{ ...created, role: 'moderator', is_active: false }]);
  });

  it('makes no bootstrap admin when the installation already has a super admin under another name', async () => {
    await prepareDatabase(
      orm,
      testConfig(database.url, { SEED_DEMO: 'false', ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'first-password' }),
    );
    const report = await prepareDatabase(
      orm,
      testConfig(database.url, { SEED_DEMO: 'false', ADMIN_USERNAME: 'new-owner', ADMIN_PASSWORD: 'other-password' }),
    );
    expect(report.bootstrapAdmin).toBe('unchanged');
    const admins = await orm.em.fork().execute<{ username: string }[]>('select username from admins');
    expect(admins).toEqual([{ username: 'owner' }]);
  });

  it('brings stored templates staff never edited up to the current built-in version, and leaves edited ones alone', async () => {
    const config = testConfig(database.url, { SEED_DEMO: 'false' });
    await prepareDatabase(orm, config);
    const em = orm.em.fork();
    const [earlierConfirmation] = SUPERSEDED_DEFAULTS['booking-confirmed'];
    const [earlierTour] = SUPERSEDED_DEFAULTS['tour-requested'];
    await em.nativeUpdate(EmailTemplate, { name: 'booking-confirmed' }, { ...earlierConfirmation });
    await em.nativeUpdate(
      EmailTemplate,
      { name: 'tour-requested' },
      { ...earlierTour, htmlContent: `${earlierTour.htmlContent}<p>Edited by staff</p>` },
    );

    await prepareDatabase(orm, config);

    const stored = async (name: string) => orm.em.fork().findOneOrFail(EmailTemplate, { name });
    expect((await stored('booking-confirmed')).htmlContent).toBe(builtInTemplate('booking-confirmed')!.htmlContent);
    expect((await stored('booking-confirmed')).htmlContent).toContain('{{manageUrl}}');
    expect((await stored('tour-requested')).htmlContent).toContain('Edited by staff');
    expect((await stored('tour-requested')).htmlContent).not.toContain('{{manageUrl}}');
  });
});
