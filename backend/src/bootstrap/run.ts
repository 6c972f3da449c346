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
