import 'reflect-metadata';
import { createHttpApp } from './bootstrap/http-app.js';
import { loadConfigOrExit } from './bootstrap/run.js';

/** The HTTP API (also serving the web front ends). Expects a migrated database. */
const config = loadConfigOrExit();
const app = await createHttpApp(config);
await app.listen(config.http.port);
