import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface AuditReport {
  metadata?: { vulnerabilities: Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  /** npm's error report when there is no audit: the advisory endpoint's answer or a network error. */
  message?: string;
  statusCode?: number;
  code?: string;
}

/** `npm audit --omit=dev` over the whole workspace: what ships to production, not the build and test tools. */
async function auditProductionDependencies(): Promise<AuditReport> {
  const run = promisify(execFile);
  const result = await run('npm', ['audit', '--omit=dev', '--json'], {
    cwd: REPOSITORY_ROOT,
    maxBuffer: 32 * 1024 * 1024,
    timeout: 120_000,
  }).catch(
    // npm audit exits non-zero when it finds anything; the report is still on stdout.
    // Killed by the timeout: the advisory service never answered.
    (error: { stdout?: string; message?: string; killed?: boolean }) => ({
      stdout:
        error.stdout ||
        JSON.stringify(
          error.killed ? { code: 'ETIMEDOUT', message: 'no answer within 120 s' } : { message: error.message },
        ),
    }),
  );
  try {
    return JSON.parse(result.stdout || '{}') as AuditReport;
  } catch {
    return { message: `npm audit printed something that is not JSON: ${result.stdout.slice(0, 200)}` };
  }
}

const NETWORK_ERRORS = /ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH|socket hang up/;

/**
 * True when npm could not get advisories from the registry (offline, a filtering proxy, the endpoint answering an
 * HTTP error) rather than failing for a reason of this repository's own (a broken lockfile), which must fail.
 */
function advisoryServiceUnreachable(report: AuditReport): boolean {
  if (report.metadata) return false;
  return (
    report.statusCode !== undefined ||
    NETWORK_ERRORS.test(`${report.code ?? ''} ${report.message ?? ''}`) ||
    /security\/advisories|audit endpoint/i.test(report.message ?? '')
  );
}

// Decided while the suite is collected, so an unreachable advisory service shows as a skipped test, never a pass.
const report = await auditProductionDependencies();
const skipReason = advisoryServiceUnreachable(report)
  ? `skipped: advisory service unreachable (${report.message ?? report.code ?? 'no answer'})`
  : null;

describe('production dependencies', () => {
  if (skipReason) {
    console.warn(`npm audit ${skipReason}`);
    it.skip(`have no high or critical advisories — ${skipReason}`, () => undefined);
    return;
  }

  it('have no high or critical advisories', () => {
    expect({ auditFailed: report.metadata ? null : (report.message ?? 'npm audit gave no report') }).toEqual({
      auditFailed: null,
    });
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, advisory]) => advisory.severity === 'high' || advisory.severity === 'critical')
      .map(([name, advisory]) => `${name} (${advisory.severity})`);
    expect(serious).toEqual([]);
  });
});
