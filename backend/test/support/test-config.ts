import { type AppConfig, loadConfig } from '../../src/config/app-config.js';
import { TEST_REDIS_URL, uniqueName } from './test-database.js';

/** Configuration for an in-process app on a throwaway database with its own queue prefix. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: uniqueName('test'),
    LOG_LEVEL: 'silent',
    ...env,
  });
}
