import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface AuditReport {
  metadata?: { vulnerabilities: Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
}

/** What `npm audit` gave: its report when it made one, and otherwise what it said instead. */
type AuditOutcome = { report: AuditReport } | { noReport: string };

/** `npm audit --omit=dev` over the whole workspace: what ships to production, not the build and test tools. */
async function auditProductionDependencies(): Promise<AuditOutcome> {
  const run = promisify(execFile);
  const { stdout, stderr } = await run('npm', ['audit', '--omit=dev', '--json'], {
    cwd: REPOSITORY_ROOT,
    maxBuffer: 32 * 1024 * 1024,
    timeout: 120_000,
  }).catch(
    // npm audit exits non-zero when it finds anything (the report is still on stdout), and when it has no report.
    (error: { stdout?: string; stderr?: string; message?: string; killed?: boolean }) => ({
      stdout: error.stdout ?? '',
      stderr: error.killed ? 'no answer within 120 s' : `${error.stderr ?? ''}\n${error.message ?? ''}`,
    }),
  );
  try {
    const parsed = JSON.parse(stdout) as AuditReport & { message?: string };
    if (parsed.metadata) return { report: parsed };
    return { noReport: parsed.message || stderr };
  } catch {
    return { noReport: `${stdout.slice(0, 200)}\n${stderr}` };
  }
}

/** npm's words when the repository itself is at fault (no or broken lockfile): that must fail, never skip. */
const REPOSITORY_FAULT = /ENOLOCK|lockfile|package-lock|EJSONPARSE/i;

/** The first line that says something, for the skip's title. */
const firstLine = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/^npm (error|warn)\s*/, '').trim())
    .find((line) => line && !/Unknown (env|user) config/.test(line)) ?? 'no answer';

// Decided while the suite is collected, so an advisory service that gives no report shows as a skipped test (with
// what npm said), never as a pass. Any other outcome is judged: a report with findings, or a fault of ours, fails.
const outcome = await auditProductionDependencies();
const skipReason =
  'noReport' in outcome && !REPOSITORY_FAULT.test(outcome.noReport)
    ? `skipped: advisory service unreachable (${firstLine(outcome.noReport)})`
    : null;

describe('production dependencies', () => {
  if (skipReason) {
    console.warn(`npm audit ${skipReason}`);
    it.skip(`have no high or critical advisories — ${skipReason}`, () => undefined);
    return;
  }

  it('have no high or critical advisories', () => {
    expect({ auditFailed: 'noReport' in outcome ? outcome.noReport : null }).toEqual({ auditFailed: null });
    const report = 'report' in outcome ? outcome.report : {};
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, advisory]) => advisory.severity === 'high' || advisory.severity === 'critical')
      .map(([name, advisory]) => `${name} (${advisory.severity})`);
    expect(serious).toEqual([]);
  });
});
