import { type MachineDescription } from './machine.ts';
import { type Section, table } from './report-model.ts';

/** docs/benchmarks.md: the run, every target with its result, what limits the missed ones, then each benchmark. */
export function renderReport(machine: MachineDescription, sections: Section[], durationSeconds: number): string {
  const checks = sections.flatMap((section) => section.checks);
  const missed = checks.filter((check) => !check.passed);
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (`bench/run-all.ts`); run it again to refresh this file. Each run builds what is not built,',
    'starts the product as production would run it (the launcher behind `npm start`, so the API and the worker are separate',
    'processes) on a PostgreSQL database and Redis queue prefix of its own, with a local SMTP server and the Paystack',
    'sandbox, measures, and drops the database and queues again.',
    '',
    `The figures below come from a ${machine.cores}-core development machine shared with other work while the run went on`,
    `(load average ${machine.loadAtStart} at the start). Absolute numbers move from run to run; ratios, CPU time per request and`,
    'trends across database sizes move much less.',
    '',
    '## This run',
    '',
    ...table(
      ['', ''],
      [
        ['Date', machine.date],
        ['Machine', `${machine.cpuModel}, ${machine.cores} cores, ${machine.ramGiB} GiB RAM`],
        ['Node.js', machine.node],
        ['PostgreSQL', machine.postgres],
        ['Redis', machine.redis],
        ['Duration of the run', `${Math.round(durationSeconds)} s`],
      ],
    ),
    '',
    '## Targets',
    '',
    ...table(
      ['What', 'Measured', 'Target', 'Result'],
      checks.map((check) => [check.what, check.measured, check.target, check.passed ? 'pass' : '**missed**']),
    ),
    ...(missed.length
      ? [
          '',
          '### What limits the missed targets',
          '',
          ...missed.map((check) => `- **${check.what}**: ${check.limitedBy ?? 'see its section below.'}`),
        ]
      : []),
    ...sections.flatMap((section) => ['', `## ${section.title}`, '', ...section.body]),
    '',
  ].join('\n');
}

/** One benchmark's section on the terminal, for the scripts that run a single benchmark instead of the whole report. */
export function printSection(section: Section): void {
  console.log(`\n## ${section.title}\n`);
  for (const check of section.checks)
    console.log(`- ${check.what}: ${check.measured} (target ${check.target}, ${check.passed ? 'pass' : 'missed'})`);
  console.log(['', ...section.body].join('\n'));
}
