/** `npm run db:migrate`: applies pending migrations and the seed, then exits. */
import 'reflect-metadata';
import {
  describeReport,
  exitOnStartupError,
  loadLauncherConfig,
  migrateDatabase,
  resolveDatabase,
} from './infrastructure.js';

try {
  const config = loadLauncherConfig();
  const database = await resolveDatabase(config, console.log);
  try {
    console.log(describeReport(await migrateDatabase(config, database.value)));
  } finally {
    await database.stop();
  }
} catch (error) {
  exitOnStartupError(error);
}
