import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { contactFieldsOf } from '../../common/entities/contact-fields.embeddable.js';
import { RateLimitService } from '../../common/rate-limits/rate-limit.service.js';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { StaffNotificationsService } from '../mail/admin-notices/staff-notifications.service.js';
import { MailService } from '../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../mail/templates/default-templates.js';
import { renderMarkdown } from './blog/markdown.js';
import { CONTENT_MESSAGES } from './content.messages.js';
import {
  type BlogPostDto,
  type BlogPostPageDto,
  type CreateContactDto,
  type CreateJobApplicationDto,
  type EventDto,
} from './dto/public-content.dto.js';
import { BlogPost } from './entities/blog-post.entity.js';
import { Contact } from './entities/contact.entity.js';
import { Event } from './entities/event.entity.js';
import { JobApplication } from './entities/job-application.entity.js';
import { newsletterMail } from './newsletter/newsletter-links.js';
import { NewslettersRepository } from './newsletter/newsletters.repository.js';

/** The public side of content: what visitors read, and the forms they send (each acknowledged by e-mail). */
@Injectable()
export class ContentService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly newsletters: NewslettersRepository,
    private readonly limits: RateLimitService,
    private readonly staffNotices: StaffNotificationsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Events still to come: today's (in Nairobi) and later ones, soonest first. */
  async events(featuredOnly: boolean): Promise<EventDto[]> {
    const events = await this.em
      .fork()
      .find(
        Event,
        { date: { $gte: this.clock.today() }, ...(featuredOnly ? { featured: true } : {}) },
        { orderBy: { date: 'asc', time: 'asc', id: 'asc' } },
      );
    return events.map(
      ({ id, title, description, date, time, location, capacity, price, category, featured, image }) => ({
        id,
        title,
        description,
        date,
        time,
        location,
        capacity,
        price,
        category,
        featured,
        image,
      }),
    );
  }

  /** Published posts whose publish time has come, newest first: drafts and scheduled posts stay in the back-office. */
  async blogPosts(featuredOnly: boolean): Promise<BlogPostDto[]> {
    const posts = await this.em
      .fork()
      .find(
        BlogPost,
        { ...this.onTheSite(), ...(featuredOnly ? { featured: true } : {}) },
        { orderBy: { publishedAt: 'desc', id: 'desc' } },
      );
    return posts.map(toBlogPostDto);
  }

  /** One post as its own page shows it; a draft, a scheduled post or an unknown slug is 404. */
  async blogPost(slug: string): Promise<BlogPostPageDto> {
    const post = await this.em.fork().findOne(BlogPost, { slug, ...this.onTheSite() });
    if (!post) throw new NotFoundException(CONTENT_MESSAGES.publicPostNotFound);
    return { ...toBlogPostDto(post), contentHtml: renderMarkdown(post.content) };
  }

  /** Every post on the site, for the sitemap: its address and when it last changed. */
  async sitemapPosts(): Promise<{ slug: string; updatedAt: Date }[]> {
    const posts = await this.em.fork().find(BlogPost, this.onTheSite(), {
      fields: ['slug', 'updatedAt'],
      orderBy: { publishedAt: 'desc', id: 'desc' },
    });
    return posts.map(({ slug, updatedAt }) => ({ slug, updatedAt }));
  }

  private onTheSite() {
    return { published: true, publishedAt: { $lte: this.clock.now() } };
  }

  async submitContact(body: CreateContactDto): Promise<string> {
    const contact = new Contact(body);
    const acknowledge = await this.acknowledges(contact.contact.email);
    const staged = await this.em.fork().transactional(async (em) => {
      em.persist(contact);
      const staff = this.mail.stage(em, {
        template: MAIL_TEMPLATES.contactStaffCopy,
        to: await this.staffNotices.recipientFor(em, 'contacts'),
        variables: { ...contactFieldsOf(contact.contact), subject: contact.subject, body: contact.message },
      });
      if (!acknowledge) return [staff];
      // The message itself goes to staff only; the subject is one of the form's fixed choices.
      const visitor = this.mail.stage(em, {
        template: MAIL_TEMPLATES.contactAcknowledged,
        to: contact.contact.email,
        variables: { firstName: contact.contact.firstName, subject: contact.subject },
      });
      return [visitor, staff];
    });
    await this.mail.dispatch(staged);
    return contact.id;
  }

  async submitJobApplication(body: CreateJobApplicationDto): Promise<string> {
    const application = new JobApplication(body);
    application.coverLetter = body.coverLetter ?? null;
    application.resumeUrl = body.resumeUrl ?? null;
    const acknowledge = await this.acknowledges(application.contact.email);
    const staged = await this.em.fork().transactional(async (em) => {
      em.persist(application);
      // Staff hear of every application: the applicant was promised an answer within a week.
      const staff = this.mail.stage(em, {
        template: MAIL_TEMPLATES.jobApplicationStaff,
        to: await this.staffNotices.recipientFor(em, 'applications'),
        variables: {
          ...contactFieldsOf(application.contact),
          position: application.position,
          coverLetter: application.coverLetter,
          resumeUrl: application.resumeUrl,
        },
      });
      if (!acknowledge) return [staff];
      const applicant = this.mail.stage(em, {
        template: MAIL_TEMPLATES.jobApplicationReceived,
        to: application.contact.email,
        variables: { firstName: application.contact.firstName, position: application.position },
      });
      return [applicant, staff];
    });
    await this.mail.dispatch(staged);
    return application.id;
  }

  /**
   * Idempotent: a repeated address is already subscribed (no second welcome); an address that had
   * unsubscribed is subscribed again and welcomed again. Signing up is the consent the privacy page speaks of: its
   * time is kept, and every newsletter e-mail carries the way out. Returns whether anything changed.
   */
  async subscribe(rawEmail: string): Promise<boolean> {
    const email = rawEmail.toLowerCase();
    const subscribed = await this.em.fork().transactional(async (em) => {
      // One statement decides it, so two simultaneous sign-ups of one address cannot both welcome it.
      const token = await this.newsletters.subscribe(em, email);
      if (!token) return null;
      return (await this.acknowledges(email))
        ? [
            this.mail.stage(em, {
              template: MAIL_TEMPLATES.newsletterWelcome,
              to: email,
              ...newsletterMail(this.config.http.publicUrl, token),
            }),
          ]
        : [];
    });
    if (subscribed) await this.mail.dispatch(subscribed);
    return subscribed !== null;
  }

  /**
   * Whether this visitor's address may get one more automatic acknowledgement this hour. Past the limit the
   * submission still counts and staff still hear of it; only the e-mail to a possibly forged address is skipped.
   */
  private acknowledges(email: string): Promise<boolean> {
    return this.limits.allows('visitor-acknowledgements', { email });
  }
}

function toBlogPostDto(post: BlogPost): BlogPostDto {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    category: post.category,
    featured: post.featured,
    image: post.image,
    // Only posts with a publish time reach the site (onTheSite).
    publishedAt: post.publishedAt ?? post.createdAt,
    createdAt: post.createdAt,
  };
}
