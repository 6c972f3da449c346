import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import { ContentError } from '../content.errors.js';
import { CONTENT_MESSAGES } from '../content.messages.js';
import { ImageStore } from './image-store.service.js';
import { type ImagesRepository } from './images.repository.js';
import { type PictureStorage } from './storage/picture-storage.js';

/** What the picture store keeps and lets go, with the storage and the "still shown?" query replaced by fakes. */

const A = '0b7c9a3e-1d2f-4a5b-8c6d-7e8f9a0b1c2d';
const B = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

function setUp(options: { inUse?: string[]; failing?: 'put' | 'delete' } = {}) {
  const objects = new Map<string, Buffer>();
  const storage: Pick<PictureStorage, 'description' | 'put' | 'delete'> = {
    description: 'a fake',
    put: async (name, bytes) => {
      if (options.failing === 'put') throw new Error('connect ECONNREFUSED');
      objects.set(name, bytes);
    },
    delete: async (name) => {
      if (options.failing === 'delete') throw new Error('connect ECONNREFUSED');
      objects.delete(name);
    },
  };
  const repository: Pick<ImagesRepository, 'uploadInUse'> = {
    uploadInUse: async (uuid) => (options.inUse ?? []).includes(uuid),
  };
  const store = new ImageStore(storage as PictureStorage, repository as ImagesRepository);
  const keep = (...uuids: string[]) => {
    for (const uuid of uuids)
      for (const size of ['small', 'medium', 'large']) objects.set(`${uuid}-${size}.webp`, Buffer.from('webp'));
  };
  return { store, objects, keep };
}

// The failures below are logged on purpose.
beforeAll(() => Logger.overrideLogger(false));

describe('ImageStore', () => {
  it('answers 502 in words staff can act on when the storage does not take the picture', async () => {
    const { store } = setUp({ failing: 'put' });
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();

    const refusal = store.save({ mimetype: 'image/png', size: png.length, buffer: png });

    await expect(refusal).rejects.toBeInstanceOf(ContentError);
    await expect(refusal).rejects.toMatchObject({
      code: 'image-not-stored',
      kind: 'upstream-failed',
      message: CONTENT_MESSAGES.imageNotStored,
    });
  });

  it('deletes every size of the uploads a text named, found in a picture field or in Markdown', async () => {
    const { store, objects, keep } = setUp();
    keep(A, B);

    await store.release([`/api/media/images/${A}-large.webp`, `Intro\n\n![booth](/api/media/images/${B}-medium.webp)`]);

    expect([...objects.keys()]).toEqual([]);
  });

  it('keeps an upload another event or post still shows, and ignores addresses that are not uploads', async () => {
    const { store, objects, keep } = setUp({ inUse: [A] });
    keep(A, B);

    await store.release([`/api/media/images/${A}-large.webp`, 'https://elsewhere.test/x.webp', null, undefined]);

    expect(objects.size).toBe(6);
  });

  it('leaves an unused object rather than failing the change when the storage cannot delete it', async () => {
    const { store } = setUp({ failing: 'delete' });

    await expect(store.release([`/api/media/images/${A}-large.webp`])).resolves.toBeUndefined();
  });
});
