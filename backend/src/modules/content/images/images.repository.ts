import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MEDIA_IMAGES_PATH } from './image-sizes.js';

/** Which records show an uploaded picture. */
@Injectable()
export class ImagesRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Whether any event or post still shows one of the sizes of the upload `<uuid>`: as its picture, or in a post's
   * Markdown (which may embed our own pictures).
   */
  async uploadInUse(uuid: string): Promise<boolean> {
    const pattern = `%${MEDIA_IMAGES_PATH}/${uuid}-%`;
    const rows = await this.em.fork().execute<{ used: boolean }[]>(
      `select exists (select 1 from events where image like ?)
             or exists (select 1 from blog_posts where image like ? or content like ?) as used`,
      [pattern, pattern, pattern],
    );
    return rows[0]?.used === true;
  }
}
