/** Unit tests of the storefront's pure rules (pricing, slots, validation); pages are tested in real Chromium (e2e/). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2023',
        },
        module: { type: 'es6' },
      },
    ],
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // site-config reads the build-time origin.
  globals: { __SITE_URL__: 'http://localhost:3000' },
};
