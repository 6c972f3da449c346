import { type INestApplicationContext } from '@nestjs/common';
import { ConfigError, loadConfig, type AppConfig } from '../config/app-config.js';

/** Loads the configuration or stops the process with a message naming each bad variable. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * On SIGTERM or SIGINT: finish what is in flight (open requests, running jobs), close connections,
 * and exit 0, so a supervisor can tell a clean stop from a crash.
 */
export function closeOnSignals(app: INestApplicationContext, log: (message: string) => void): void {
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log(`${signal} received: shutting down`);
    const forced = setTimeout(() => process.exit(1), 15_000);
    forced.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  // Started by the launcher with an IPC channel: if the launcher dies (even by SIGKILL), stop too
  // instead of living on as an orphan holding the port and the queues.
  if (process.send) process.once('disconnect', () => void close('SIGTERM'));
}
