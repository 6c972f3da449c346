import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { Inject, Injectable, Logger } from '@nestjs/common';
import sharp from 'sharp';
import { CONTENT_ERRORS } from '../content.errors.js';
import {
  IMAGE_FILE,
  IMAGE_TYPES,
  IMAGE_WIDTHS,
  type ImageSize,
  MAX_IMAGE_BYTES,
  MEDIA_IMAGES_PATH,
} from './image-sizes.js';
import { ImagesRepository } from './images.repository.js';
import { answerPictureError, PICTURE_STORAGE, type PictureStorage } from './storage/picture-storage.js';

export interface UploadedImage {
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** What sharp calls the formats we accept, by the type the browser sent. */
const SHARP_FORMATS: Record<(typeof IMAGE_TYPES)[number], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Larger than any real photo, smaller than what would exhaust memory while decoding ("decompression bombs"). */
const MAX_INPUT_PIXELS = 50_000_000;

/** The address of any size of an upload, anywhere in a text; the first group is the upload's uuid. */
const UPLOAD_URLS = new RegExp(
  `${MEDIA_IMAGES_PATH}/([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})-(?:small|medium|large)\\.webp`,
  'g',
);

/**
 * Pictures for events and posts: each upload becomes three WebP sizes named by a fresh uuid, so a file never changes
 * once written and browsers may cache it for a year. They are kept in the picture storage (storage/): the local disk
 * under `DATA_DIR/images`, or S3-compatible object storage that several API machines share.
 */
@Injectable()
export class ImageStore {
  private readonly logger = new Logger('Images');

  constructor(
    @Inject(PICTURE_STORAGE) private readonly storage: PictureStorage,
    private readonly images: ImagesRepository,
  ) {}

  async save(file: UploadedImage | undefined): Promise<{ url: string; sizes: Record<ImageSize, string> }> {
    if (!file) throw CONTENT_ERRORS.imageMissing();
    if (!(IMAGE_TYPES as readonly string[]).includes(file.mimetype)) throw CONTENT_ERRORS.imageType();
    if (file.size > MAX_IMAGE_BYTES) throw CONTENT_ERRORS.imageTooLarge();
    // The type the browser claims is only a hint: the bytes must decode as that format.
    const metadata = await sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS })
      .metadata()
      .catch(() => null);
    if (!metadata || metadata.format !== SHARP_FORMATS[file.mimetype as keyof typeof SHARP_FORMATS])
      throw CONTENT_ERRORS.imageUnreadable();

    const id = randomUUID();
    const sizes = {} as Record<ImageSize, string>;
    for (const [size, width] of Object.entries(IMAGE_WIDTHS) as [ImageSize, number][]) {
      const name = `${id}-${size}.webp`;
      const bytes = await sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate() // upright as the camera meant it; the EXIF (with any location) is not copied
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await this.storage.put(name, bytes, 'image/webp').catch((error: unknown) => {
        this.logger.error(`Storing the picture ${name} in ${this.storage.description} failed: ${String(error)}`);
        throw CONTENT_ERRORS.imageNotStored();
      });
      sizes[size] = `${MEDIA_IMAGES_PATH}/${name}`;
    }
    return { url: sizes.large, sizes };
  }

  /** Answers a request for one stored size (GET /api/media/images/:name); 404 for a name that is not one. */
  serve(name: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!IMAGE_FILE.test(name)) {
      answerPictureError(response, 404);
      return Promise.resolve();
    }
    return this.storage.serve(name, request, response);
  }

  /**
   * Deletes the uploads whose addresses these texts hold (an event's or post's picture and Markdown before a change
   * or a deletion) unless an event or post still shows them. Called after the change committed; a picture that
   * cannot be deleted now is only logged, as it costs storage and nothing else.
   */
  async release(texts: ReadonlyArray<string | null | undefined>): Promise<void> {
    const uploads = new Set(texts.flatMap((text) => [...(text ?? '').matchAll(UPLOAD_URLS)].map((match) => match[1])));
    for (const uuid of uploads) {
      try {
        if (await this.images.uploadInUse(uuid)) continue;
        for (const size of Object.keys(IMAGE_WIDTHS)) await this.storage.delete(`${uuid}-${size}.webp`);
      } catch (error) {
        this.logger.warn(`The picture ${uuid} could not be deleted: ${String(error)}`);
      }
    }
  }
}
