import { type MikroORM } from '@mikro-orm/postgresql';
import { type AppConfig } from '../config/app-config.js';
import { seedDemoContent } from './seeders/demo-seeder.js';
import { ensureBootstrapAdmin, ensureSystemRoles } from './seeders/system-seeder.js';
import { ensureDefaultTemplates } from './seeders/template-seeder.js';

export interface PrepareReport {
  migrationsApplied: string[];
  demoSeeded: boolean;
  bootstrapAdmin: 'created' | 'unchanged' | 'not configured';
}

/** Serialises concurrent start-ups (several containers) so the seed runs once. */
const SEED_LOCK_ID = 4_242_001;

/**
 * Brings a database up to date: pending migrations, the system roles, the default e-mail
 * templates, the bootstrap admin and,
 * on a new installation, the demo content. Safe to run on every start.
 */
export async function prepareDatabase(orm: MikroORM, config: AppConfig): Promise<PrepareReport> {
  const applied = await orm.migrator.up();
  const report: PrepareReport = {
    migrationsApplied: applied.map((migration) => migration.name),
    demoSeeded: false,
    bootstrapAdmin: 'not configured',
  };
  await orm.em.fork().transactional(async (em) => {
    await em.execute(`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await ensureSystemRoles(em);
    await ensureDefaultTemplates(em);
    if (config.seed.adminUsername && config.seed.adminPassword) {
      report.bootstrapAdmin = await ensureBootstrapAdmin(em, config.seed.adminUsername, config.seed.adminPassword);
    }
    if (config.seed.demo) report.demoSeeded = await seedDemoContent(em);
  });
  return report;
}
