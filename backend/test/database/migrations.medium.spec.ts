import { type MikroORM } from '@mikro-orm/postgresql';
import { MIGRATIONS } from '../../src/database/migrations/index.js';
import { createTestOrm } from '../support/test-database.js';

const SPEC_TABLES = [
  'users',
  'space_bookings',
  'events',
  'blog_posts',
  'contacts',
  'job_applications',
  'newsletters',
  'roles',
  'admins',
  'spaces',
  'membership_plans',
  'plan_bookings',
  'comparison_features',
  'comparison_feature_plans',
  'email_templates',
  'space_instances',
  'space_instance_assignments',
];
const PRODUCT_TABLES = ['payments', 'mail_outbox', 'mail_delivery_attempts', 'app_settings'];

describe('migrations on a real PostgreSQL', () => {
  let orm: MikroORM;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ orm, close } = await createTestOrm({ migrate: false }));
  });
  afterAll(() => close());

  it('migrates an empty database from zero to every table of the product', async () => {
    const applied = await orm.migrator.up();
    expect(applied.map((migration) => migration.name)).toEqual(MIGRATIONS.map((migration) => migration.name));

    const rows: { table_name: string }[] = await orm.em
      .fork()
      .execute(`select table_name from information_schema.tables where table_schema = 'public'`);
    const tables = rows.map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining([...SPEC_TABLES, ...PRODUCT_TABLES]));
  });

  it('leaves nothing for the schema generator to change: entities and migrations agree', async () => {
    expect((await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
  });

  it('has no pending migration afterwards, so running it again is a no-op', async () => {
    expect(await orm.migrator.getPending()).toEqual([]);
    expect(await orm.migrator.up()).toEqual([]);
  });

  it('keeps money exact: rates and prices are numeric(10,2), payment amounts integer cents', async () => {
    const columns: {
      table_name: string;
      column_name: string;
      data_type: string;
      numeric_precision: number | null;
      numeric_scale: number | null;
    }[] = await orm.em.fork().execute(
      `select table_name, column_name, data_type, numeric_precision, numeric_scale from information_schema.columns
         where table_schema = 'public' and (table_name, column_name) in (('spaces','rate'),('membership_plans','price'),('events','price'),('payments','amount_cents'))
         order by table_name`,
    );
    expect(columns).toEqual([
      { table_name: 'events', column_name: 'price', data_type: 'numeric', numeric_precision: 10, numeric_scale: 2 },
      {
        table_name: 'membership_plans',
        column_name: 'price',
        data_type: 'numeric',
        numeric_precision: 10,
        numeric_scale: 2,
      },
      {
        table_name: 'payments',
        column_name: 'amount_cents',
        data_type: 'integer',
        numeric_precision: 32,
        numeric_scale: 0,
      },
      { table_name: 'spaces', column_name: 'rate', data_type: 'numeric', numeric_precision: 10, numeric_scale: 2 },
    ]);
  });

  it('rolls every migration back down to an empty schema', async () => {
    await orm.migrator.down({ to: 0 });
    const rows: { count: string }[] = await orm.em
      .fork()
      .execute(
        `select count(*) from information_schema.tables where table_schema = 'public' and table_name <> 'mikro_orm_migrations'`,
      );
    expect(Number(rows[0].count)).toBe(0);
    await orm.migrator.up();
  });
});
