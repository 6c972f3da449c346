// Jest for the admin packages: the unit tests cover pure functions (no DOM, no React), compiled by
// swc to CommonJS so they run without Node's experimental VM modules (the shared domain package's ES
// modules too, hence .js in the transform).
export function adminJestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: 'node',
    transform: {
      '^.+\\.[jt]sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } },
      ],
    },
    testMatch: ['<rootDir>/src/**/*.spec.ts'],
  };
}
