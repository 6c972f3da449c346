import { Injectable } from '@nestjs/common';
import { ChangeNotices } from '../../../common/changes/change-notices.js';
import { Clock } from '../../../common/clock/clock.js';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { POSTS_CHANGED } from '../content-changes.js';
import { CONTENT_ERRORS } from '../content.errors.js';
import { ImageStore } from '../images/image-store.service.js';
import { BlogPost } from '../entities/blog-post.entity.js';
import {
  type AdminBlogPostDto,
  type BlogPostListQueryDto,
  type CreateBlogPostDto,
  postStatusOf,
  SLUG_MAX,
  toAdminBlogPostDto,
  type UpdateBlogPostDto,
} from './blog-post-admin.dto.js';
import { BlogPostsRepository } from './blog-posts.repository.js';
import { markdownText } from './markdown.js';

const EXCERPT_FROM_BODY = 200;

/** A slug made from a title: 'Café & Co: 5 Tips' → 'cafe-co-5-tips'. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX - 4)
    .replace(/^-+|-+$/g, '');
  return slug || 'post';
}

/** Staff write, publish, schedule and remove blog posts. */
@Injectable()
export class BlogPostsAdminService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly posts: BlogPostsRepository,
    private readonly clock: Clock,
    private readonly images: ImageStore,
    private readonly notices: ChangeNotices,
  ) {}

  async list(query: BlogPostListQueryDto): Promise<{ rows: AdminBlogPostDto[]; total: number }> {
    const now = this.clock.now();
    const { rows, total } = await this.posts.page(query, now);
    return { rows: rows.map((row) => ({ ...row, status: postStatusOf(row, now) })), total };
  }

  async get(id: string): Promise<AdminBlogPostDto> {
    return toAdminBlogPostDto(await this.load(id), this.clock.now());
  }

  async create(body: CreateBlogPostDto): Promise<AdminBlogPostDto> {
    const post = await this.unitOfWork.run(async (tx) => {
      const post = new BlogPost({
        title: body.title,
        slug: body.slug ?? (await this.freeSlug(tx, slugFromTitle(body.title))),
        excerpt: '',
        content: body.content,
        author: body.author,
        category: body.category,
      });
      this.apply(post, body);
      return this.save(tx, post);
    });
    await this.notices.announce(POSTS_CHANGED);
    return toAdminBlogPostDto(post, this.clock.now());
  }

  async update(id: string, body: UpdateBlogPostDto): Promise<AdminBlogPostDto> {
    const { post, shown } = await this.unitOfWork.run(async (tx) => {
      const post = await this.load(id, tx);
      const shown = { image: post.image, content: post.content };
      this.apply(post, body);
      if ('slug' in body && body.slug === undefined) post.slug = await this.freeSlug(tx, slugFromTitle(post.title), id);
      else if (body.slug) post.slug = body.slug;
      return { post: await this.save(tx, post), shown };
    });
    await this.notices.announce(POSTS_CHANGED);
    // Pictures the post no longer shows (its own, or embedded in its text) are deleted unless shown elsewhere.
    if (shown.image !== post.image || shown.content !== post.content)
      await this.images.release([shown.image, shown.content]);
    return toAdminBlogPostDto(post, this.clock.now());
  }

  async remove(id: string): Promise<void> {
    const post = await this.unitOfWork.run(async (tx) => {
      const post = await this.load(id, tx);
      this.posts.remove(tx, post);
      return post;
    });
    await this.notices.announce(POSTS_CHANGED);
    // Its pictures go with it (after the commit, so a failed deletion keeps both).
    await this.images.release([post.image, post.content]);
  }

  private apply(post: BlogPost, body: UpdateBlogPostDto): void {
    if (body.title !== undefined) post.title = body.title;
    if (body.content !== undefined) post.content = body.content;
    if (body.author !== undefined) post.author = body.author;
    if (body.category !== undefined) post.category = body.category;
    if (body.featured !== undefined) post.featured = body.featured;
    if (body.image !== undefined) post.image = body.image;
    if (body.excerpt !== undefined || !post.excerpt)
      post.excerpt = body.excerpt || excerptFrom(body.content ?? post.content);
    if (body.publishedAt !== undefined) post.publishedAt = body.publishedAt;
    if (body.published !== undefined) post.published = body.published;
    // Publishing without a date publishes now; the date stays when a post goes back to draft, to show it again.
    if (post.published && !post.publishedAt) post.publishedAt = this.clock.now();
  }

  /** The slug itself, or with -2, -3… when other posts hold it (a slug made from a title never refuses a post). */
  private async freeSlug(tx: Transaction, base: string, exceptId?: string): Promise<string> {
    const taken = new Set(await this.posts.slugsLike(tx, base, exceptId));
    if (!taken.has(base)) return base;
    let suffix = 2;
    while (taken.has(`${base}-${suffix}`)) suffix++;
    return `${base}-${suffix}`;
  }

  /** Writes the post; a slug another post took meanwhile is 409 and nothing is written. */
  private async save(tx: Transaction, post: BlogPost): Promise<BlogPost> {
    if ((await this.posts.save(tx, post)) === 'slug-taken') throw CONTENT_ERRORS.slugTaken(post.slug);
    return post;
  }

  private async load(id: string, tx?: Transaction): Promise<BlogPost> {
    const post = await this.posts.findById(id, tx);
    if (!post) throw CONTENT_ERRORS.postNotFound();
    return post;
  }
}

function excerptFrom(markdown: string): string {
  const text = markdownText(markdown);
  if (text.length <= EXCERPT_FROM_BODY) return text;
  return `${text.slice(0, EXCERPT_FROM_BODY).replace(/\s+\S*$/, '')}…`;
}
