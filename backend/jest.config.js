/**
 * Jest in native ESM with swc (no type-check here; `npm run typecheck` does that).
 * Suites that talk to PostgreSQL and Redis use a throwaway database and queue prefix each.
 */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2023',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swcOptions] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  setupFiles: ['<rootDir>/test/support/setup-env.ts'],
  testTimeout: 60_000,
  // Two suites at a time (they share the machine's PostgreSQL and Redis, each with its own database and queue prefix),
  // in worker processes that are replaced once one holds more than 1.5 GB after a suite: native ESM under jest's VM
  // contexts keeps every suite's module graph, and the whole suite in one process outgrows Node's default heap.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1.5GB',
};
