import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { type Request } from 'express';

/**
 * How the API compresses what it sends to browsers (the front ends' files, the pages it renders): brotli at a fast
 * setting, because an answer is compressed once and kept, else gzip.
 */
const brotliOptions = (data: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
});
const GZIP_OPTIONS = { level: 6 };

const compressAsync = {
  br: (data: Buffer) => promisify(brotliCompress)(data, brotliOptions(data)),
  gzip: (data: Buffer) => promisify(gzip)(data, GZIP_OPTIONS),
};
const compressSync = {
  br: (data: Buffer) => brotliCompressSync(data, brotliOptions(data)),
  gzip: (data: Buffer) => gzipSync(data, GZIP_OPTIONS),
};

export type Encoding = keyof typeof compressAsync;

/** The encoding a browser gets: brotli whenever it is accepted at all (browsers list gzip first), else gzip, else none. */
export function preferredEncoding(request: Request): Encoding | null {
  return (['br', 'gzip'] as const).find((candidate) => request.acceptsEncodings(candidate) === candidate) ?? null;
}

export function compressed(data: Buffer, encoding: Encoding): Promise<Buffer> {
  return compressAsync[encoding](data);
}

/** At once, for answers made rarely and sent often. */
export function compressedSync(data: Buffer, encoding: Encoding): Buffer {
  return compressSync[encoding](data);
}
