/**
 * `npm run backup [-- FOLDER | FILE.tar.gz]`: one archive with a consistent dump of the database (pg_dump's custom
 * format) and the uploaded pictures, in DATA_DIR/backups unless told otherwise. Uses the environment of the API
 * (DATABASE_URL; without it the embedded database in DATA_DIR, for which `npm start` must be stopped first).
 */
import 'reflect-metadata';
import { join, resolve } from 'node:path';
import { BackupError, createBackup } from './backup-archive.js';
import { exitOnStartupError, loadLauncherConfig } from './infrastructure.js';

const USAGE = 'Usage: npm run backup [-- <folder or file.tar.gz>]';
const args = process.argv.slice(2);
if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const config = loadLauncherConfig();
  // npm runs scripts from the repository root; a relative path means one from where the command was typed.
  const output = args[0] ? resolve(process.env.INIT_CWD ?? process.cwd(), args[0]) : join(config.dataDir, 'backups');
  const { file, manifest } = await createBackup({
    database: config.database.url
      ? { url: config.database.url }
      : { embeddedDataDir: join(config.dataDir, 'postgres') },
    imagesDir: join(config.dataDir, 'images'),
    output,
  });
  const rows = Object.values(manifest.counts).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backup written: ${file}\n` +
      `  database ${manifest.database.name} (PostgreSQL ${manifest.database.serverVersion}), ` +
      `${Object.keys(manifest.counts).length} tables, ${rows} rows, last migration ${manifest.migrations.last ?? 'none'}\n` +
      `  ${manifest.images.files} picture files (${manifest.images.bytes} bytes)\n` +
      'Copy it off this machine (docs/operations.md#backups).',
  );
  if (process.env.S3_BUCKET?.trim())
    console.log(
      `Pictures are kept in the object storage bucket ${process.env.S3_BUCKET.trim()}, not in this archive: its versioning or replication keeps them.`,
    );
} catch (error) {
  if (error instanceof BackupError) {
    console.error(error.message);
    process.exit(1);
  }
  exitOnStartupError(error);
}
