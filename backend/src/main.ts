import 'reflect-metadata';
import { createHttpApp } from './bootstrap/http-app.js';
import { Logger } from 'nestjs-pino';
import { closeOnSignals, loadConfigOrExit } from './bootstrap/run.js';

/** The HTTP API (also serving the web front ends). Expects a migrated database. */
const config = loadConfigOrExit();
const app = await createHttpApp(config);
closeOnSignals(app, (message) => app.get(Logger).log(message));
// Every IPv4 interface, as in a container behind the proxy (Fastify alone would listen on localhost only).
await app.listen(config.http.port, '0.0.0.0');
