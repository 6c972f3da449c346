import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which backend domain modules each module may import (besides itself, backend/src/common, config and queue, and
 * @coworking/domain). Every edge points down this list's layers — identity at the bottom, then mail, then payment,
 * then the domains that sell through it (booking, membership) and content, and the overview and portals on top — so
 * no circle between modules can be written without an import this table refuses. docs/architecture.md draws the same
 * picture.
 */
export const BACKEND_MODULE_DEPENDENCIES = {
  identity: [],
  // Consent records and the Data Protection Act's rights: the modules that hold personal data record consents here.
  privacy: ['identity'],
  mail: ['identity', 'privacy'],
  // SMS through Africa's Talking: asks privacy's consents before each message; renders with mail's template renderer.
  sms: ['identity', 'privacy', 'mail'],
  payment: ['identity', 'mail', 'privacy', 'sms'],
  // Promo codes: the selling modules ask it for a code's discount inside their checkouts; it imports none of them.
  promotions: ['identity', 'privacy'],
  booking: ['identity', 'mail', 'payment', 'promotions', 'privacy', 'sms'],
  content: ['identity', 'mail', 'promotions', 'privacy'],
  membership: ['identity', 'mail', 'payment', 'promotions', 'privacy', 'sms'],
  overview: ['identity', 'booking', 'content', 'membership'],
  'member-portal': ['identity', 'mail', 'booking', 'membership', 'payment', 'promotions', 'privacy', 'sms'],
  // The front desk: today's arrivals (bookings, tours, members' guests) and checking them in.
  'front-desk': ['identity', 'booking', 'member-portal', 'privacy'],
  // Waitlists: offers hold freed room through booking and take payment through payment.
  waitlist: ['identity', 'mail', 'payment', 'booking', 'content', 'privacy', 'sms'],
  // The reports read the ledger, assignments and memberships in SQL of their own (read only), not through modules.
  reports: ['identity'],
};

/**
 * The one door to the database: in the backend only these files may import the ORM (`@mikro-orm/*`), and so only
 * they can query or write SQL. Services receive repositories and, for one transaction, the `Transaction` handle of
 * `common/database/transaction.ts`, which they cannot query with.
 */
export const ORM_ALLOWED_FILES = [
  'backend/src/**/*.repository.ts',
  'backend/src/**/entities/**',
  'backend/src/**/*.entity.ts',
  'backend/src/**/*.embeddable.ts',
  'backend/src/**/*.entities.ts',
  'backend/src/**/*.module.ts',
  'backend/src/common/database/**',
  'backend/src/database/**',
  'backend/src/launcher/**',
  'backend/src/**/*.spec.ts',
  'backend/test/**',
];

/**
 * date-fns one function per path (`date-fns/format`): its root loads all ~300 functions, and Node's ESM loader parses
 * date-fns' 200 KB package.json once for every file it resolves there, over a second at each process start.
 */
const WHOLE_DATE_FNS = {
  name: 'date-fns',
  message:
    "Import each function from its own path (import { format } from 'date-fns/format'): the root loads them all.",
};

const dateFnsByFunctionConfig = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  rules: { 'no-restricted-imports': ['error', { paths: [WHOLE_DATE_FNS] }] },
};

// (Repeats WHOLE_DATE_FNS: a later config's options replace an earlier one's for the same rule.)
const ormDoorConfig = {
  files: ['backend/**/*.ts'],
  ignores: ORM_ALLOWED_FILES,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [WHOLE_DATE_FNS],
        patterns: [
          {
            group: ['@mikro-orm/*'],
            message:
              'Only repositories (and entities, migrations, *.module.ts, common/database) use the ORM: move the query into a repository and pass a Transaction.',
          },
        ],
      },
    ],
  },
};

/**
 * No circles in the backend's import graph, file by file (type-only imports included): the module table above keeps
 * modules in layers, this keeps the files inside a module (and the kernel) from leaning on each other both ways.
 */
const noCirclesConfig = {
  files: ['backend/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'backend/tsconfig.json' })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

const element = (type, captured) => ({ element: captured ? { type, captured } : { type } });

/**
 * Architecture boundaries (eslint-plugin-boundaries): what each part of the repository may import. Anything not
 * allowed here is an error. Every app may import the shared package; no app reaches into another app's files by
 * relative path, except the end-to-end suite and the benchmarks, which start the built backend.
 */
const boundariesConfig = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': {
      typescript: {
        project: [
          'backend/tsconfig.json',
          'storefront/tsconfig.json',
          'admin-shell/*/tsconfig.json',
          'admin-shell/panels/*/tsconfig.json',
          'packages/*/tsconfig.json',
          'e2e/tsconfig.json',
          'bench/tsconfig.json',
        ],
        noWarnOnMultipleProjects: true,
      },
      node: true,
    },
    'boundaries/root-path': import.meta.dirname,
    'boundaries/elements': [
      { type: 'backend-module', pattern: 'backend/src/modules/*', capture: ['module'] },
      { type: 'backend-kernel', pattern: 'backend/src/{common,config,queue}' },
      { type: 'backend', pattern: 'backend' },
      { type: 'storefront', pattern: 'storefront' },
      { type: 'admin', pattern: 'admin-shell' },
      { type: 'shared', pattern: 'packages/*', capture: ['package'] },
      { type: 'e2e', pattern: 'e2e' },
      { type: 'bench', pattern: 'bench' },
    ].map((descriptor) => ({ ...descriptor, partialMatch: false })),
    'boundaries/files': [{ category: 'unit-test', pattern: '**/*.spec.ts' }],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          '{{ from.type }}{{#if from.captured.module}} "{{ from.captured.module }}"{{/if}} may not import {{ to.type }}{{#if to.captured.module}} "{{ to.captured.module }}"{{/if}}: the allowed directions are in eslint.config.js and docs/architecture.md',
        policies: [
          { from: element('shared'), allow: { to: element('shared') } },
          { from: element('storefront'), allow: { to: element(['storefront', 'shared']) } },
          { from: element('admin'), allow: { to: element(['admin', 'shared']) } },
          {
            from: element(['e2e', 'bench']),
            allow: { to: element(['e2e', 'bench', 'backend', 'backend-kernel', 'backend-module', 'shared']) },
          },
          // The composition root, database, launcher and backend tests wire every module together.
          {
            from: element('backend'),
            allow: { to: element(['backend', 'backend-kernel', 'backend-module', 'shared']) },
          },
          // The kernel builds on nothing in the backend but itself, and the admin access decorators of identity.
          {
            from: element('backend-kernel'),
            allow: {
              to: [element('backend-kernel'), element('shared'), element('backend-module', { module: 'identity' })],
            },
          },
          ...Object.entries(BACKEND_MODULE_DEPENDENCIES).map(([module, dependencies]) => ({
            from: element('backend-module', { module }),
            allow: {
              to: [
                element(['backend-kernel', 'shared']),
                element('backend-module', { module: [module, ...dependencies] }),
              ],
            },
          })),
          // A module's unit specs may also borrow the launcher's test helpers (a free port).
          {
            from: { ...element('backend-module'), file: { categories: 'unit-test' } },
            allow: { to: { element: { type: 'backend', fileInternalPath: 'src/launcher/**' } } },
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['storefront/**/*.{ts,tsx}', 'admin-shell/**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  boundariesConfig,
  dateFnsByFunctionConfig,
  ormDoorConfig,
  noCirclesConfig,
);
