import { type AppConfig, loadConfig } from '../../src/config/app-config.js';
import { TEST_REDIS_URL, uniqueName } from './test-database.js';

/**
 * Rate limits far above what any test sends, for tests that are not about limits (every request of a test comes from
 * one address). A test about a limit passes its own RATE_LIMITS, starting from these, e.g.
 * `${GENEROUS_RATE_LIMITS} tours=20/1h`; the product's defaults live in rate-limit-policies.ts.
 */
export const GENEROUS_RATE_LIMITS = '*=100000';
export const GENEROUS_HOLD_LIMITS = { UNPAID_HOLDS_PER_EMAIL: '1000', UNPAID_HOLDS_PER_ADDRESS: '1000' };
/**
 * The public forms' proof of work at its lowest difficulty (a challenge is two PBKDF2 steps), so a test posting many
 * forms stays fast while every answer still goes through the real check; the product's default is 400.
 */
export const EASY_PROOF_OF_WORK = { PROOF_OF_WORK_MAX_NUMBER: '1' };

/** Configuration for an in-process app on a throwaway database with its own queue prefix. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: uniqueName('test'),
    LOG_LEVEL: 'silent',
    RATE_LIMITS: GENEROUS_RATE_LIMITS,
    ...GENEROUS_HOLD_LIMITS,
    ...EASY_PROOF_OF_WORK,
    ...env,
  });
}
