// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of dist/, at the strongest settings: the
// server sends these to browsers that accept them, instead of compressing on the fly at a faster, weaker level.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml']);
// The server leaves smaller files as they are.
const MIN_BYTES = 1024;

async function* textFiles(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (COMPRESSIBLE.has(extname(entry.name)) && (await stat(path)).size >= MIN_BYTES) yield path;
  }
}

export async function precompress(folder) {
  let count = 0;
  for await (const path of textFiles(folder)) {
    const data = await readFile(path);
    const [brotli, gzipped] = await Promise.all([
      promisify(brotliCompress)(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
      promisify(gzip)(data, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipped)]);
    count++;
  }
  return count;
}
