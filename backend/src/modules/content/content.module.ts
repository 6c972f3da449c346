import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CONTENT_ENTITIES } from './content.entities.js';

/** Events, blog posts, contact inquiries, job applications and the newsletter. */
@Module({
  imports: [MikroOrmModule.forFeature(CONTENT_ENTITIES)],
})
export class ContentModule {}
