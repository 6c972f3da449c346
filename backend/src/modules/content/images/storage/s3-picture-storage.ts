import { type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import { type AppConfig } from '../../../../config/app-config.js';
import { answerPictureError, PICTURE_CACHE_CONTROL, type PictureStorage } from './picture-storage.js';

export type ObjectStorageConfig = NonNullable<AppConfig['objectStorage']>;

/**
 * Pictures as objects in one bucket of S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, DigitalOcean
 * Spaces…), keyed by their file name, so every API machine reads and writes the same pictures. The API still serves
 * them at their own address (the bucket may stay private): the object's bytes, type and ETag, with a year of caching.
 */
export class S3PictureStorage implements PictureStorage {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly logger = new Logger('PictureStorage');

  constructor(config: ObjectStorageConfig) {
    this.bucket = config.bucket;
    this.description = `the bucket ${config.bucket} at ${config.endpoint}`;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 requires them: not every S3-compatible server knows the newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    // One PUT: the object appears whole or not at all.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: bytes,
        ContentType: contentType,
        CacheControl: PICTURE_CACHE_CONTROL,
      }),
    );
  }

  async get(name: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }));
      return object.Body instanceof Readable ? object.Body : null;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async exists(name: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: name }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    // S3 answers 204 for a key that is not there as well.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }

  async serve(name: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    // The object store answers the conditional and range requests itself, as `send` does for a file.
    let object: GetObjectCommandOutput;
    try {
      object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: name,
          Range: typeof request.headers.range === 'string' ? request.headers.range : undefined,
          IfNoneMatch: request.headers['if-none-match'],
          IfModifiedSince: modifiedSince(request.headers['if-modified-since']),
        }),
      );
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) {
        response.writeHead(304, { 'Cache-Control': PICTURE_CACHE_CONTROL });
        response.end();
        return;
      }
      if (status !== 404 && status !== 416) this.logger.error(`Reading the picture ${name} failed: ${String(error)}`);
      // A failing object store is a service we depend on, as Paystack is: 502.
      answerPictureError(response, status === 404 ? 404 : status === 416 ? 416 : 502);
      return;
    }
    const body = object.Body instanceof Readable ? object.Body : null;
    if (!body) return answerPictureError(response, 500);
    const headers: Record<string, string> = {
      'Accept-Ranges': 'bytes',
      'Cache-Control': PICTURE_CACHE_CONTROL,
      'Content-Type': object.ContentType ?? 'application/octet-stream',
    };
    if (object.ContentLength !== undefined) headers['Content-Length'] = String(object.ContentLength);
    if (object.ContentRange) headers['Content-Range'] = object.ContentRange;
    if (object.ETag) headers.ETag = object.ETag;
    if (object.LastModified) headers['Last-Modified'] = object.LastModified.toUTCString();
    response.writeHead(object.ContentRange ? 206 : 200, headers);
    if (request.method === 'HEAD') {
      body.destroy();
      response.end();
      return;
    }
    body.on('error', () => response.destroy()).pipe(response);
  }
}

/** The HTTP status an S3 call failed with (404 for a missing key, 304 for "not modified"…), or 500. */
function statusOf(error: unknown): number {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode ?? 500;
  return 500;
}

function modifiedSince(header: string | undefined): Date | undefined {
  if (!header) return undefined;
  const date = new Date(header);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
