import { type LintCase, lintInRepository } from './lint-in-repository.js';

const ORM_IMPORT = `import { EntityManager } from '@mikro-orm/postgresql';\nexport type Handle = EntityManager;\n`;

/**
 * The one door to the database: `npm run lint` refuses the ORM anywhere in the backend but repositories, entities,
 * module registration, the database folder, the launcher and common/database; and it refuses a circle of imports.
 */
describe('npm run lint keeps the database behind repositories', () => {
  const cases: Record<string, LintCase & { refusedBy: string | null }> = {
    'a service importing the EntityManager': {
      file: 'backend/src/modules/booking/lint-probe.service.ts',
      code: ORM_IMPORT,
      refusedBy: 'no-restricted-imports',
    },
    'a controller importing the ORM core': {
      file: 'backend/src/modules/payment/lint-probe.controller.ts',
      code: `import { LockMode } from '@mikro-orm/core';\nexport const mode = LockMode.PESSIMISTIC_WRITE;\n`,
      refusedBy: 'no-restricted-imports',
    },
    'a helper in common outside common/database': {
      file: 'backend/src/common/http/lint-probe.ts',
      code: ORM_IMPORT,
      refusedBy: 'no-restricted-imports',
    },
    'a repository': {
      file: 'backend/src/modules/booking/lint-probe.repository.ts',
      code: ORM_IMPORT,
      refusedBy: null,
    },
    'an entity': {
      file: 'backend/src/modules/booking/entities/lint-probe.entity.ts',
      code: `import { Entity } from '@mikro-orm/decorators/legacy';\nexport const decorator = Entity;\n`,
      refusedBy: null,
    },
    'a module registering its entities': {
      file: 'backend/src/modules/content/lint-probe.module.ts',
      code: `import { MikroOrmModule } from '@mikro-orm/nestjs';\nexport const orm = MikroOrmModule;\n`,
      refusedBy: null,
    },
    'the database infrastructure in common/database': {
      file: 'backend/src/common/database/lint-probe.ts',
      code: ORM_IMPORT,
      refusedBy: null,
    },
    'a migration': {
      file: 'backend/src/database/migrations/Migration20990101000000_lint_probe.ts',
      code: `import { Migration } from '@mikro-orm/migrations';\nexport class Probe extends Migration {\n  override up(): void {}\n}\n`,
      refusedBy: null,
    },
    'a service using the Transaction handle': {
      file: 'backend/src/modules/booking/lint-probe.service.ts',
      code: `import { type Transaction } from '../../common/database/transaction.js';\nexport type Handle = Transaction;\n`,
      refusedBy: null,
    },
    // booking-transitions.ts imports the messages; the messages importing the transitions back closes a circle.
    'two files importing each other': {
      file: 'backend/src/modules/booking/booking.messages.ts',
      code: `import { moveBooking } from './booking-transitions.js';\nexport const BOOKING_MESSAGES = { moveBooking };\n`,
      refusedBy: 'import-x/no-cycle',
    },
  };

  let found: Record<string, string[]>;
  beforeAll(() => {
    const names = Object.keys(cases);
    const { messages } = lintInRepository(names.map((name) => cases[name]));
    found = Object.fromEntries(
      names.map((name, index) => [
        name,
        messages[index]
          .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'import-x/no-cycle')
          .map((message) => `${message.ruleId}: ${message.message}`),
      ]),
    );
  });

  it.each(Object.keys(cases).filter((name) => cases[name].refusedBy))('fails on %s', (name) => {
    expect(found[name]).toHaveLength(1);
    expect(found[name][0]).toContain(cases[name].refusedBy!);
  });

  it('says where the query belongs', () => {
    expect(found['a service importing the EntityManager'][0]).toMatch(/move the query into a repository/);
  });

  it.each(Object.keys(cases).filter((name) => !cases[name].refusedBy))('accepts %s', (name) => {
    expect(found[name]).toEqual([]);
  });
});
