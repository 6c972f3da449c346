import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { LINE_BATCH_BYTES, LINE_BATCH_MS, linesInBatches } from './standard-output.js';

const MODULE = fileURLToPath(new URL('./standard-output.ts', import.meta.url));

describe('JSON log lines on standard output, in batches', () => {
  let folder: string;
  let file: string;
  let opened: ReturnType<typeof linesInBatches>[];
  /** Lines in batches to the test's file; the destination owns its descriptor and closes it when destroyed. */
  const batched = () => {
    const destination = linesInBatches(openSync(file, 'a'));
    opened.push(destination);
    return destination;
  };

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'log-lines-'));
    file = join(folder, 'out.log');
    opened = [];
  });

  afterEach(() => {
    for (const destination of opened) destination.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  const written = () => readFileSync(file, 'utf8');
  const linesOf = (text: string) => text.split('\n').filter(Boolean);

  it('writes a lone line soon after, without waiting for more', async () => {
    const logger = pino(batched());
    logger.info('a quiet morning');
    expect(written()).toBe('');
    // Within the batch time on a quiet machine; the deadline leaves room for a busy one.
    const deadline = Date.now() + LINE_BATCH_MS * 10;
    while (written() === '' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(linesOf(written()).map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['a quiet morning']);
  });

  it('writes a full batch at once, with every line whole and in order', () => {
    const logger = pino(batched());
    const line = 'x'.repeat(200);
    let count = 0;
    while (written() === '') logger.info({ count: count++ }, line);
    const lines = linesOf(written()).map((text) => JSON.parse(text) as { count: number });
    expect(Buffer.byteLength(written())).toBeGreaterThanOrEqual(LINE_BATCH_BYTES);
    expect(lines.map((entry) => entry.count)).toEqual([...Array(lines.length).keys()]);
    expect(lines.length).toBe(count);
  });

  it.each([
    ['exits', 'process.exit(3);', 3],
    ['crashes', "throw new Error('the database is gone');", 1],
  ])('writes what is still gathered when the process %s', (_how, ending, status) => {
    const script = [
      `import { pino } from 'pino';`,
      `import { jsonLinesToStandardOutput } from ${JSON.stringify(MODULE)};`,
      `pino(jsonLinesToStandardOutput()).error('the last words');`,
      ending,
    ].join('\n');
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      encoding: 'utf8',
    });
    expect(child.status).toBe(status);
    expect(linesOf(child.stdout).map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['the last words']);
  });
});
