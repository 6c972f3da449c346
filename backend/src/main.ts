import 'reflect-metadata';
import { createHttpApp } from './bootstrap/http-app.js';
import { Logger } from 'nestjs-pino';
import { type NestFastifyApplication, type NestFastifyListenOptions } from '@nestjs/platform-fastify';
import { closeOnSignals, loadConfigOrExit } from './bootstrap/run.js';
import { FirstStartSetup, setupLinkNotice } from './modules/identity/setup/first-start-setup.service.js';

/** The HTTP API (also serving the web front ends). Expects a migrated database. */
const config = loadConfigOrExit();
const app = await createHttpApp(config);
closeOnSignals(app, (message) => app.get(Logger).log(message));
// Every IPv4 interface, as in a container behind the proxy (Fastify alone would listen on localhost only). With
// several API processes on the machine (API_PROCESSES, run by `npm start`), each binds the port with SO_REUSEPORT;
// alone, a second product started on a taken port fails rather than silently sharing it.
// (Fastify hands its listen options to Node's server.listen, whose reusePort its types do not list yet.)
const listening: NestFastifyListenOptions & { reusePort: boolean } = {
  port: config.http.port,
  host: '0.0.0.0',
  reusePort: config.http.apiProcesses > 1,
};
await (app as NestFastifyApplication).listen(listening);
// A production installation without a super admin says how to make one (elsewhere `npm start` says it itself).
if (config.env === 'production') {
  const link = await app.get(FirstStartSetup).issueLink(config.http.publicUrl);
  if (link) app.get(Logger).warn(setupLinkNotice(link), 'FirstStart');
}
