import 'reflect-metadata';
import { createHttpApp } from './bootstrap/http-app.js';
import { Logger } from 'nestjs-pino';
import { closeOnSignals, loadConfigOrExit } from './bootstrap/run.js';
import { FirstStartSetup, setupLinkNotice } from './modules/identity/setup/first-start-setup.service.js';

/** The HTTP API (also serving the web front ends). Expects a migrated database. */
const config = loadConfigOrExit();
const app = await createHttpApp(config);
closeOnSignals(app, (message) => app.get(Logger).log(message));
// Every IPv4 interface, as in a container behind the proxy (Fastify alone would listen on localhost only).
await app.listen(config.http.port, '0.0.0.0');
// A production installation without a super admin says how to make one (elsewhere `npm start` says it itself).
if (config.env === 'production') {
  const link = await app.get(FirstStartSetup).issueLink(config.http.publicUrl);
  if (link) app.get(Logger).warn(setupLinkNotice(link), 'FirstStart');
}
