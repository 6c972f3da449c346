import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface LintCase {
  /** Where the code pretends to live (nothing is written there). */
  file: string;
  code: string;
}

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * Lints each case with the repository's own ESLint configuration (ESLint's Node API, in a separate Node process so
 * the real config loads as it does for `npm run lint`) and returns each case's messages. `exports` names exports of
 * eslint.config.js to hand back as well (the module dependency table, the files allowed to use the ORM).
 */
export function lintInRepository(
  cases: LintCase[],
  exportNames: string[] = [],
): { messages: LintMessage[][]; exported: Record<string, unknown> } {
  const script = `
    import { ESLint } from 'eslint';
    import * as config from './eslint.config.js';
    const [cases, exportNames] = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const messages = [];
    for (const { file, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath: file });
      messages.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
    }
    const exported = Object.fromEntries(exportNames.map((name) => [name, config[name]]));
    process.stdout.write(JSON.stringify({ messages, exported }));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify([cases, exportNames])], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`ESLint did not run: ${run.stderr}`);
  return JSON.parse(run.stdout) as { messages: LintMessage[][]; exported: Record<string, unknown> };
}
