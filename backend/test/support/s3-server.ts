import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The part of @20minutes/s3rver (a maintained fork of s3rver, which ships no types) the tests use. */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  store: { listObjects(bucket: string, options: object): Promise<{ objects: { key: string }[] }> };
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  resetOnClose: boolean;
  configureBuckets: { name: string }[];
}) => S3rverServer;

export interface LocalS3 {
  /** What the product reads to put pictures there. */
  env: Record<string, string>;
  /** The keys in the bucket, sorted, read from the server's own store. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server on a free port, with one empty bucket, its objects in a throwaway folder: the
 * boundary double of object storage, as the Paystack sandbox is Paystack's (the product's S3 client is the real one).
 */
export async function startLocalS3(bucket = 'pictures'): Promise<LocalS3> {
  const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;
  const directory = await mkdtemp(join(tmpdir(), 's3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    resetOnClose: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      return (await server.store.listObjects(bucket, {})).objects.map((object) => object.key).sort();
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
