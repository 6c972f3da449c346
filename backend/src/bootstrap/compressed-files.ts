import { existsSync, readFileSync, type Stats, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { type Request, type Response } from 'express';
import { compressed, compressedSync, type Encoding, preferredEncoding } from '../common/http/compression.js';

/** Text formats of the built front ends; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Below this a compressed answer saves less than it costs. */
const MIN_BYTES = 1024;
/** The front ends are a few megabytes; old versions after a rebuild are let go past this. */
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;

const SIBLING_SUFFIX = { br: '.br', gzip: '.gz' } as const;

export type { Encoding } from '../common/http/compression.js';

/** Whether CompressedFiles sends this file compressed to a browser that accepts it. */
export function isCompressible(file: string, info: Stats): boolean {
  return COMPRESSIBLE.has(extname(file).toLowerCase()) && info.isFile() && info.size >= MIN_BYTES;
}

/**
 * The bytes CompressedFiles sends for a file in `encoding`, read at once: the build's own compressed copy when there
 * is one at least as new as the file, else the file compressed as it would compress it.
 */
export function compressedCopySync(file: string, info: Stats, encoding: Encoding): Buffer {
  const sibling = `${file}${SIBLING_SUFFIX[encoding]}`;
  const siblingInfo = existsSync(sibling) ? statSync(sibling) : null;
  return siblingInfo?.isFile() && siblingInfo.mtimeMs >= info.mtimeMs
    ? readFileSync(sibling)
    : compressedSync(readFileSync(file), encoding);
}

export interface SendOptions {
  cacheControl: string;
  status?: number;
}

/**
 * Sends the front ends' text files compressed (brotli, else gzip, as the browser accepts): a phone on
 * a slow network gets a third of the bytes. A file compressed at build time (`file.br`, `file.gz`
 * beside it) is sent as it is; any other is compressed once and kept in memory.
 */
export class CompressedFiles {
  private readonly cache = new Map<string, Promise<Buffer>>();
  private cachedBytes = 0;

  /** True when it answered; false (nothing sent) when the file should go out as it is. */
  async trySend(request: Request, response: Response, file: string, options: SendOptions): Promise<boolean> {
    if (!COMPRESSIBLE.has(extname(file).toLowerCase())) return false;
    const info = await stat(file).catch(() => null);
    if (!info || !isCompressible(file, info)) return false;
    response.vary('Accept-Encoding');
    const encoding = preferredEncoding(request);
    if (!encoding) return false;

    const status = options.status ?? 200;
    response.status(status);
    response.type(extname(file));
    response.setHeader('Cache-Control', options.cacheControl);
    response.setHeader('Last-Modified', info.mtime.toUTCString());
    response.setHeader('ETag', `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}-${encoding}"`);
    if (status === 200 && request.fresh) {
      response.status(304).end();
      return true;
    }
    const body = await this.compressed(file, info, encoding);
    response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', body.length);
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }

  private compressed(file: string, info: Stats, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${file}:${info.size}:${info.mtimeMs}`;
    let body = this.cache.get(key);
    if (!body) {
      body = this.precompressed(file, info, encoding).then(
        async (ready) => ready ?? compressed(await readFile(file), encoding),
      );
      this.cache.set(key, body);
      body.then(
        (buffer) => this.count(buffer.length),
        () => this.cache.delete(key),
      );
    }
    return body;
  }

  /** The build's own compressed copy, when there is one at least as new as the file. */
  private async precompressed(file: string, info: Stats, encoding: Encoding): Promise<Buffer | null> {
    const sibling = `${file}${SIBLING_SUFFIX[encoding]}`;
    const siblingInfo = await stat(sibling).catch(() => null);
    return siblingInfo?.isFile() && siblingInfo.mtimeMs >= info.mtimeMs ? readFile(sibling) : null;
  }

  private count(bytes: number): void {
    this.cachedBytes += bytes;
    if (this.cachedBytes > CACHE_LIMIT_BYTES) {
      this.cache.clear();
      this.cachedBytes = 0;
    }
  }
}
