import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContactsService } from './contacts.service.js';
import { ContentAdminController } from './content-admin.controller.js';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';
import { MailModule } from '../mail/mail.module.js';
import { CONTENT_ENTITIES } from './content.entities.js';
import { ContentStatsService } from './content-stats.service.js';
import { NewslettersRepository } from './newsletters.repository.js';

/** Events, blog posts, contact inquiries, job applications and the newsletter. */
@Module({
  imports: [MikroOrmModule.forFeature(CONTENT_ENTITIES), MailModule],
  controllers: [ContentController, ContentAdminController],
  providers: [ContentService, ContactsService, ContentStatsService, NewslettersRepository],
  exports: [ContentStatsService],
})
export class ContentModule {}
