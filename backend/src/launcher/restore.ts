/**
 * `npm run restore -- FILE`: puts a backup of `npm run backup` back, into an EMPTY database (DATABASE_URL; without it
 * an empty embedded database folder in DATA_DIR) and DATA_DIR/images. Refuses a database that has tables. Then
 * `npm start` (or the API) starts on it; migrations newer than the backup are applied then.
 */
import 'reflect-metadata';
import { join, resolve } from 'node:path';
import { BackupError, restoreBackup } from './backup-archive.js';
import { exitOnStartupError, loadLauncherConfig } from './infrastructure.js';

const USAGE = 'Usage: npm run restore -- <backup-….tar.gz>';
const args = process.argv.slice(2);
if (args.length !== 1 || args[0].startsWith('-')) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const config = loadLauncherConfig();
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
  const report = await restoreBackup({
    file,
    database: config.database.url
      ? { url: config.database.url }
      : { embeddedDataDir: join(config.dataDir, 'postgres') },
    imagesDir: join(config.dataDir, 'images'),
  });
  const { manifest } = report;
  console.log(
    `Restored the backup of ${manifest.createdAt} (database ${manifest.database.name}, last migration ${manifest.migrations.last ?? 'none'}): ` +
      `${Object.keys(manifest.counts).length} tables, ${report.images} picture files.`,
  );
  if (report.mismatches.length > 0) {
    console.error(`Row counts differ from the backup's:\n  ${report.mismatches.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Every table has the rows the backup counted. Start the product on it (npm start) and check it.');
} catch (error) {
  if (error instanceof BackupError) {
    console.error(error.message);
    process.exit(1);
  }
  exitOnStartupError(error);
}
