/**
 * Browser journeys: one product (launcher, API, worker, Paystack sandbox, a local SMTP server) is started for the
 * whole run by support/global-setup.ts; every spec drives real Chromium against it.
 */
const swcOptions = {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2023' },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swcOptions] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/tests/**/*.e2e.spec.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 120_000,
  maxWorkers: 1,
};
