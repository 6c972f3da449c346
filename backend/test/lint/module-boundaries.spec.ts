import { type LintCase, lintInRepository } from './lint-in-repository.js';

/** A circle in the allowed module dependencies, or null when there is none. */
function findCircle(dependencies: Record<string, string[]>): string[] | null {
  const done = new Set<string>();
  const visit = (module: string, path: string[]): string[] | null => {
    if (path.includes(module)) return [...path.slice(path.indexOf(module)), module];
    if (done.has(module)) return null;
    for (const dependency of dependencies[module] ?? []) {
      const circle = visit(dependency, [...path, module]);
      if (circle) return circle;
    }
    done.add(module);
    return null;
  };
  for (const module of Object.keys(dependencies)) {
    const circle = visit(module, []);
    if (circle) return circle;
  }
  return null;
}

const importing = (source: string) => `import { thing } from '${source}';\nexport const used = thing;\n`;

describe('npm run lint refuses imports across the architecture boundaries', () => {
  const cases: Record<string, LintCase & { allowed: boolean }> = {
    'identity importing booking (booking imports identity: a circle)': {
      file: 'backend/src/modules/identity/users/lint-probe.ts',
      code: importing('../../booking/bookings.service.js'),
      allowed: false,
    },
    'mail importing booking (against the direction: booking builds on mail)': {
      file: 'backend/src/modules/mail/lint-probe.ts',
      code: importing('../booking/bookings.service.js'),
      allowed: false,
    },
    'booking importing the overview that reads it': {
      file: 'backend/src/modules/booking/lint-probe.ts',
      code: importing('../overview/overview.service.js'),
      allowed: false,
    },
    'payment importing the reports that read its ledger': {
      file: 'backend/src/modules/payment/lint-probe.ts',
      code: importing('../reports/reports.service.js'),
      allowed: false,
    },
    'the reports importing a domain module (they read its tables in SQL of their own)': {
      file: 'backend/src/modules/reports/lint-probe.ts',
      code: importing('../booking/bookings.service.js'),
      allowed: false,
    },
    'a module importing the composition root': {
      file: 'backend/src/modules/content/lint-probe.ts',
      code: importing('../../app.module.js'),
      allowed: false,
    },
    'the storefront importing backend sources by relative path': {
      file: 'storefront/src/lint-probe.ts',
      code: importing('../../backend/src/modules/booking/booking.messages.js'),
      allowed: false,
    },
    'the admin kit importing backend sources by relative path': {
      file: 'admin-shell/kit/src/api/lint-probe.ts',
      code: importing('../../../../backend/src/modules/identity/access/effective-permissions.js'),
      allowed: false,
    },
    'the backend importing a front end': {
      file: 'backend/src/modules/booking/lint-probe.ts',
      code: importing('../../../../storefront/src/app/site-config.js'),
      allowed: false,
    },
    'the overview importing booking and content': {
      file: 'backend/src/modules/overview/lint-probe.ts',
      code: `${importing('../booking/booking-stats.service.js')}${importing('../content/content-stats.service.js').replace(/thing|used/g, (name) => `${name}2`)}`,
      allowed: true,
    },
    'payment importing booking (booking builds on payments: a circle)': {
      file: 'backend/src/modules/payment/lint-probe.ts',
      code: importing('../booking/bookings.service.js'),
      allowed: false,
    },
    'payment importing membership (membership builds on payments: a circle)': {
      file: 'backend/src/modules/payment/lint-probe.ts',
      code: importing('../membership/membership.service.js'),
      allowed: false,
    },
    'payment importing mail and identity access': {
      file: 'backend/src/modules/payment/lint-probe.ts',
      code: ['../mail/delivery/mail.service.js', '../identity/access/access-rule.decorator.js']
        .map((source, index) => importing(source).replace(/thing|used/g, (name) => `${name}${index}`))
        .join(''),
      allowed: true,
    },
    'booking importing payment (checkouts, desk payments, refunds of cancellations)': {
      file: 'backend/src/modules/booking/lint-probe.ts',
      code: importing('../payment/payment-checkouts.service.js'),
      allowed: true,
    },
    'membership importing payment (period payments and refunds)': {
      file: 'backend/src/modules/membership/lint-probe.ts',
      code: importing('../payment/payments.service.js'),
      allowed: true,
    },
    'a module importing common code and the shared package': {
      file: 'backend/src/modules/content/lint-probe.ts',
      code: `${importing('../../common/http/transforms.js')}${importing('@coworking/domain').replace(/thing|used/g, (name) => `${name}2`)}`,
      allowed: true,
    },
    'the shared package importing the backend': {
      file: 'packages/domain/src/lint-probe.ts',
      code: importing('../../../backend/src/modules/booking/booking.messages.js'),
      allowed: false,
    },
    'the storefront and the admin kit importing the shared package': {
      file: 'admin-shell/kit/src/api/lint-probe.ts',
      code: importing('@coworking/domain'),
      allowed: true,
    },
  };

  let errors: Record<string, string[]>;
  let moduleDependencies: Record<string, string[]>;
  beforeAll(() => {
    const names = Object.keys(cases);
    const results = lintInRepository(
      names.map((name) => cases[name]),
      ['BACKEND_MODULE_DEPENDENCIES'],
    );
    errors = Object.fromEntries(
      names.map((name, index) => [
        name,
        results.messages[index]
          .filter((message) => message.ruleId === 'boundaries/dependencies')
          .map((message) => message.message),
      ]),
    );
    moduleDependencies = results.exported.BACKEND_MODULE_DEPENDENCIES as Record<string, string[]>;
  });

  it('allows no circle between backend modules: the allowed directions form layers, identity at the bottom', () => {
    expect(findCircle(moduleDependencies)).toBeNull();
    expect(moduleDependencies.identity).toEqual([]);
    expect(findCircle({ ...moduleDependencies, identity: ['booking'] })).toEqual(['identity', 'booking', 'identity']);
  });

  it.each(Object.keys(cases).filter((name) => !cases[name].allowed))('fails on %s', (name) => {
    expect(errors[name]).toHaveLength(1);
    expect(errors[name][0]).toMatch(/may not import/);
  });

  it.each(Object.keys(cases).filter((name) => cases[name].allowed))('accepts %s', (name) => {
    expect(errors[name]).toEqual([]);
  });
});
