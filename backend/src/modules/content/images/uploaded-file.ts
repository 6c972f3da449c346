import type {} from '@fastify/multipart';
import { type FastifyRequest } from 'fastify';
import { CONTENT_ERRORS } from '../content.errors.js';
import { MAX_IMAGE_BYTES } from './image-sizes.js';
import { type UploadedImage } from './image-store.service.js';

/**
 * The one file a multipart upload carries in `field` (@fastify/multipart, registered in http-app.ts), read into
 * memory up to the image size limit: one byte over it stops the reading with the same 400 as any refused upload.
 * Undefined when the request is not multipart or holds no such file.
 */
export async function uploadedFile(request: FastifyRequest, field: string): Promise<UploadedImage | undefined> {
  if (!request.isMultipart()) return undefined;
  const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  if (!part || part.fieldname !== field) return undefined;
  const buffer = await part.toBuffer().catch((error: unknown) => {
    throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? CONTENT_ERRORS.imageTooLarge() : error;
  });
  // toBuffer throws at the limit, but not always: when the limit is reached as the last chunk is read (seen on a busy
  // machine), the stream only says so through `truncated`, and the cut-off bytes would be read as a broken picture.
  if (part.file.truncated) throw CONTENT_ERRORS.imageTooLarge();
  return { mimetype: part.mimetype, size: buffer.length, buffer };
}
