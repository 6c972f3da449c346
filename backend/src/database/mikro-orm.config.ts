import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { ALL_ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/**
 * One ORM configuration for the API, the worker, the migration command and the tests.
 * Migrations are listed explicitly (migrations/index.ts) so the same build runs them from
 * TypeScript or JavaScript; the folder path is only used to write a new migration.
 */
export function createOrmConfig(
  databaseUrl: string,
  options: { poolSize?: number; debug?: boolean; silentMigrations?: boolean } = {},
): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ALL_ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolSize ?? 10 },
    debug: options.debug ?? false,
    allowGlobalContext: false,
    migrations: {
      tableName: MIGRATIONS_TABLE,
      migrationsList: MIGRATIONS,
      path: fileURLToPath(new URL('./migrations', import.meta.url)),
      pathTs: fileURLToPath(new URL('./migrations', import.meta.url)),
      silent: options.silentMigrations ?? false,
      snapshot: false,
      snapshotOnMigrate: false,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
    },
  });
}
