import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type Readable } from 'node:stream';

/**
 * Where uploaded pictures are kept: the local disk (DATA_DIR/images, the default) or S3-compatible object storage
 * (when S3_ENDPOINT, S3_BUCKET and its keys are set), so several API machines can serve every picture. Names are
 * the files of image-sizes.ts (`<uuid>-<size>.webp`), checked by the caller; a stored picture never changes.
 */
export interface PictureStorage {
  /** Where pictures are kept, for the start-up log. */
  readonly description: string;
  /** Stores a picture whole: a reader never sees half of it. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The picture's bytes, or null when there is no such picture. */
  get(name: string): Promise<Readable | null>;
  exists(name: string): Promise<boolean>;
  /** Removes a picture; one that is not there is no error. */
  delete(name: string): Promise<void>;
  /**
   * Answers a GET or HEAD of the picture as a static file server would: its content type, a year of caching (the
   * file never changes), conditional and range requests; 404 with `{ message }` when there is no such picture.
   */
  serve(name: string, request: IncomingMessage, response: ServerResponse): Promise<void>;
}

export const PICTURE_STORAGE = Symbol('PictureStorage');

/** What every stored picture is answered with: a year, and `immutable` so browsers do not even revalidate. */
export const PICTURE_MAX_AGE_SECONDS = 365 * 24 * 3600;
export const PICTURE_CACHE_CONTROL = `public, max-age=${PICTURE_MAX_AGE_SECONDS}, immutable`;

/** The error answers of a picture request, in the shape of every 4xx/5xx of the API. */
export function answerPictureError(response: ServerResponse, status: 404 | 416 | 500 | 502): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const message = {
    404: 'No such image',
    416: 'The requested range is not in the image',
    500: 'The image could not be read',
    502: 'The image could not be read',
  }[status];
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ message }));
}
