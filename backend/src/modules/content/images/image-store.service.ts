import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { CONTENT_ERRORS } from '../content.errors.js';
import {
  IMAGE_FILE,
  IMAGE_TYPES,
  IMAGE_WIDTHS,
  type ImageSize,
  MAX_IMAGE_BYTES,
  MEDIA_IMAGES_PATH,
} from './image-sizes.js';

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

/**
 * Pictures for events and posts, kept as files under `DATA_DIR/images`: each upload becomes three WebP sizes
 * named by a fresh uuid, so a file never changes once written and browsers may cache it for a year. Several API
 * processes must share that folder (a shared volume; docs/operations.md).
 */
@Injectable()
export class ImageStore {
  readonly folder: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.folder = resolve(config.dataDir, 'images');
  }

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

    await mkdir(this.folder, { recursive: true });
    const id = randomUUID();
    const sizes = {} as Record<ImageSize, string>;
    for (const [size, width] of Object.entries(IMAGE_WIDTHS) as [ImageSize, number][]) {
      const name = `${id}-${size}.webp`;
      const bytes = await sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate() // upright as the camera meant it; the EXIF (with any location) is not copied
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = join(this.folder, `.${name}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, join(this.folder, name));
      sizes[size] = `${MEDIA_IMAGES_PATH}/${name}`;
    }
    return { url: sizes.large, sizes };
  }

  /** The file of one stored size, or null for a name that is not one. */
  fileOf(name: string): string | null {
    return IMAGE_FILE.test(name) ? join(this.folder, name) : null;
  }
}
