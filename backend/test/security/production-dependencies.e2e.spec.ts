import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface AuditReport {
  metadata?: { vulnerabilities: Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  message?: string;
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
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '{}' }),
  );
  return JSON.parse(result.stdout || '{}') as AuditReport;
}

describe('production dependencies', () => {
  it('have no high or critical advisories', async () => {
    const report = await auditProductionDependencies();
    if (!report.metadata) {
      // The registry's advisory endpoint could not be reached (an offline or filtered network): nothing to judge.
      console.warn(`npm audit could not fetch advisories: ${report.message ?? 'no report'}`);
      return;
    }
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, advisory]) => advisory.severity === 'high' || advisory.severity === 'critical')
      .map(([name, advisory]) => `${name} (${advisory.severity})`);
    expect(serious).toEqual([]);
  }, 150_000);
});
