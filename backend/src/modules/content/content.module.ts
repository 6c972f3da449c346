import { ContentPersonalDataListener } from './privacy/content-personal-data.listener.js';
import { ContentPersonalDataRepository } from './privacy/content-personal-data.repository.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { resolve } from 'node:path';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { MailModule } from '../mail/mail.module.js';
import { BlogPostsAdminController } from './blog/blog-posts-admin.controller.js';
import { BlogPostsAdminService } from './blog/blog-posts-admin.service.js';
import { BlogPostsRepository } from './blog/blog-posts.repository.js';
import { ContactsAdminController } from './contacts/contacts-admin.controller.js';
import { ContactsRepository } from './contacts/contacts.repository.js';
import { ContactsService } from './contacts/contacts.service.js';
import { CONTENT_ENTITIES } from './content.entities.js';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';
import { ContentStatsService } from './content-stats.service.js';
import { EventRegistrationsAdminController } from './event-registrations/event-registrations-admin.controller.js';
import { EventRegistrationsController } from './event-registrations/event-registrations.controller.js';
import { EventSeatHolds } from './event-registrations/event-seat-holds.service.js';
import { EventRegistrationsRepository } from './event-registrations/event-registrations.repository.js';
import { EventRegistrationsService } from './event-registrations/event-registrations.service.js';
import { EventsAdminController } from './events/events-admin.controller.js';
import { EventsAdminService } from './events/events-admin.service.js';
import { EventsRepository } from './events/events.repository.js';
import { ImagesAdminController } from './images/images-admin.controller.js';
import { ImageStore } from './images/image-store.service.js';
import { ImagesRepository } from './images/images.repository.js';
import { DiskPictureStorage } from './images/storage/disk-picture-storage.js';
import { PICTURE_STORAGE, type PictureStorage } from './images/storage/picture-storage.js';
import { S3PictureStorage } from './images/storage/s3-picture-storage.js';
import { StorefrontPages } from './storefront/storefront-pages.js';
import { JobApplicationsAdminController } from './job-applications/job-applications-admin.controller.js';
import { JobApplicationsRepository } from './job-applications/job-applications.repository.js';
import { JobApplicationsService } from './job-applications/job-applications.service.js';
import { NewsletterAdminController } from './newsletter/newsletter-admin.controller.js';
import { NewsletterUnsubscribeController } from './newsletter/newsletter-unsubscribe.controller.js';
import { NewsletterService } from './newsletter/newsletter.service.js';
import { NewslettersRepository } from './newsletter/newsletters.repository.js';
import { PublishedContentService } from './published-content.service.js';
import { PublicContentLists } from './public-content-lists.js';
import { ChangeNoticesModule } from '../../common/changes/change-notices.module.js';
import { PreparedAnswersModule } from '../../common/prepared-answers/prepared-answers.module.js';
import { PromotionsModule } from '../promotions/promotions.module.js';

/**
 * Events (events/) and blog posts (blog/, Markdown rendered safely) with their pictures (images/), and the public
 * forms staff work: contact inquiries (contacts/), job applications (job-applications/) and the newsletter (newsletter/, with its e-mailed unsubscribe link).
 */
@Module({
  imports: [
    MikroOrmModule.forFeature(CONTENT_ENTITIES),
    MailModule,
    IdentityModule,
    PromotionsModule,
    ChangeNoticesModule,
    PreparedAnswersModule,
  ],
  controllers: [
    ContentController,
    NewsletterUnsubscribeController,
    ContactsAdminController,
    JobApplicationsAdminController,
    NewsletterAdminController,
    EventRegistrationsController,
    EventRegistrationsAdminController,
    EventsAdminController,
    BlogPostsAdminController,
    ImagesAdminController,
  ],
  providers: [
    ContentPersonalDataListener,
    ContentPersonalDataRepository,
    ContentService,
    PublishedContentService,
    PublicContentLists,
    ContentStatsService,
    ContactsService,
    ContactsRepository,
    JobApplicationsService,
    JobApplicationsRepository,
    NewsletterService,
    NewslettersRepository,
    EventRegistrationsService,
    EventRegistrationsRepository,
    EventSeatHolds,
    EventsAdminService,
    EventsRepository,
    BlogPostsAdminService,
    BlogPostsRepository,
    ImageStore,
    ImagesRepository,
    {
      // Object storage when it is configured (several API machines), else the local disk.
      provide: PICTURE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): PictureStorage =>
        config.objectStorage
          ? new S3PictureStorage(config.objectStorage)
          : new DiskPictureStorage(resolve(config.dataDir, 'images')),
    },
    StorefrontPages,
  ],
  exports: [ContentStatsService, StorefrontPages, EventSeatHolds],
})
export class ContentModule {}
