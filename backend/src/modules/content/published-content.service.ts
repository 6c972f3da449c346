import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { BlogPostsRepository } from './blog/blog-posts.repository.js';
import { renderMarkdown } from './blog/markdown.js';
import { CONTENT_ERRORS } from './content.errors.js';
import { type BlogPostDto, type BlogPostPageDto, type EventDto } from './dto/public-content.dto.js';
import { type BlogPost } from './entities/blog-post.entity.js';
import { EventsRepository } from './events/events.repository.js';

/** What visitors read on the site (and the storefront renders): events still to come and the published posts. */
@Injectable()
export class PublishedContentService {
  constructor(
    private readonly eventsRepository: EventsRepository,
    private readonly postsRepository: BlogPostsRepository,
    private readonly clock: Clock,
  ) {}

  /** Events still to come: today's (in Nairobi) and later ones, soonest first. */
  async events(featuredOnly: boolean): Promise<EventDto[]> {
    const events = await this.eventsRepository.upcoming(this.clock.today(), featuredOnly);
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
    return (await this.postsRepository.onTheSite(this.clock.now(), featuredOnly)).map(toBlogPostDto);
  }

  /** When the list of posts on the site next changes by itself: the next scheduled post's publish time, or null. */
  nextScheduledPublish(now: Date = this.clock.now()): Promise<Date | null> {
    return this.postsRepository.nextPublishAfter(now);
  }

  /** One post as its own page shows it; a draft, a scheduled post or an unknown slug is 404. */
  async blogPost(slug: string): Promise<BlogPostPageDto> {
    const post = await this.postsRepository.onTheSiteBySlug(slug, this.clock.now());
    if (!post) throw CONTENT_ERRORS.publishedPostNotFound();
    return { ...toBlogPostDto(post), contentHtml: renderMarkdown(post.content) };
  }

  /** Every post on the site, for the sitemap: its address and when it last changed. */
  sitemapPosts(): Promise<{ slug: string; updatedAt: Date }[]> {
    return this.postsRepository.sitemapEntries(this.clock.now());
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
