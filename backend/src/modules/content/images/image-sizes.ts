/** Where uploaded pictures are served from (MediaController), and the sizes each upload is resized to. */
export const MEDIA_IMAGES_PATH = '/api/media/images';

/** Widths in pixels, each a WebP file; pictures never grow, so a small upload keeps its own width. */
export const IMAGE_WIDTHS = { small: 480, medium: 960, large: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS;

/** The file of one size of an upload: `<uuid>-<size>.webp`. */
export const IMAGE_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(small|medium|large)\.webp$/;

/** The address an event or post stores: the large size of one upload. */
export const MEDIA_IMAGE_URL =
  /^\/api\/media\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(small|medium|large)\.webp$/;

/** Accepted uploads: what browsers show everywhere. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest upload accepted (a phone photo fits). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
