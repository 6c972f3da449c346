import { lintInRepository } from './lint-in-repository.js';

/**
 * date-fns is imported one function per path everywhere: its root loads all of its functions, and Node parses its
 * 200 KB package.json for every file resolved inside it, over a second at each process start.
 */
describe('npm run lint keeps date-fns imports to one function per path', () => {
  const WHOLE = `import { format } from 'date-fns';\nexport const show = format;\n`;
  const ONE = `import { format } from 'date-fns/format';\nexport const show = format;\n`;
  const places = [
    'packages/domain/src/lint-probe.ts',
    'backend/src/modules/booking/lint-probe.service.ts',
    'backend/src/modules/booking/lint-probe.repository.ts',
    'storefront/src/modules/booking/lint-probe.tsx',
  ];

  it('refuses the package root and accepts a function path, wherever the file is', () => {
    const { messages } = lintInRepository(
      places.flatMap((file) => [
        { file, code: WHOLE },
        { file, code: ONE },
      ]),
    );
    const refusals = messages.map((found) => found.filter((message) => message.ruleId === 'no-restricted-imports'));
    expect(refusals.map((found) => found.length)).toEqual(places.flatMap(() => [1, 0]));
    expect(refusals[0][0].message).toContain("'date-fns/format'");
  });
});
