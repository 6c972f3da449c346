import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { listPage, SqlConditions } from '../../../common/database/list-sql.js';
import { containsPattern, orderBySql, pageOf, type SortRule } from '../../../common/http/list-query.dto.js';
import { CONTENT_MESSAGES } from '../content.messages.js';
import { BlogPost } from '../entities/blog-post.entity.js';
import {
  type AdminBlogPostDto,
  type BlogPostListQueryDto,
  type CreateBlogPostDto,
  type PostSort,
  postStatusOf,
  SLUG_MAX,
  toAdminBlogPostDto,
  type UpdateBlogPostDto,
} from './blog-post-admin.dto.js';
import { markdownText } from './markdown.js';

const POST_SORT: SortRule<PostSort> = {
  columns: {
    publishedAt: 'p.published_at nulls last',
    title: 'lower(p.title)',
    category: 'p.category',
    author: 'lower(p.author)',
    createdAt: 'p.created_at',
    updatedAt: 'p.updated_at',
  },
  default: 'updatedAt',
};

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
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async list(query: BlogPostListQueryDto): Promise<{ rows: AdminBlogPostDto[]; total: number }> {
    const where = new SqlConditions();
    const now = this.clock.now();
    if (query.q) {
      const pattern = containsPattern(query.q);
      where.add(
        'p.title ilike ? or p.excerpt ilike ? or p.author ilike ? or p.slug ilike ?',
        ...Array(4).fill(pattern),
      );
    }
    if (query.category) where.add('p.category = ?', query.category);
    if (query.status === 'draft') where.add('not p.published');
    if (query.status === 'scheduled') where.add('p.published and p.published_at > ?', now);
    if (query.status === 'published') where.add('p.published and (p.published_at is null or p.published_at <= ?)', now);
    const { rows, total } = await listPage<Omit<AdminBlogPostDto, 'status'>>(
      this.em.fork(),
      {
        select: `p.id, p.title, p.slug, p.excerpt, p.content, p.author, p.category, p.featured, p.published,
          p.published_at as "publishedAt", p.image, p.created_at as "createdAt", p.updated_at as "updatedAt"`,
        from: 'blog_posts p',
        where,
        orderBy: orderBySql(query, POST_SORT, 'p.id'),
      },
      pageOf(query),
    );
    return { rows: rows.map((row) => ({ ...row, status: postStatusOf(row, now) })), total };
  }

  async get(id: string): Promise<AdminBlogPostDto> {
    return toAdminBlogPostDto(await this.load(this.em.fork(), id), this.clock.now());
  }

  async create(body: CreateBlogPostDto): Promise<AdminBlogPostDto> {
    const em = this.em.fork();
    const post = new BlogPost({
      title: body.title,
      slug: body.slug ?? (await this.freeSlug(em, slugFromTitle(body.title))),
      excerpt: '',
      content: body.content,
      author: body.author,
      category: body.category,
    });
    this.apply(post, body);
    return this.save(em, post);
  }

  async update(id: string, body: UpdateBlogPostDto): Promise<AdminBlogPostDto> {
    const em = this.em.fork();
    const post = await this.load(em, id);
    this.apply(post, body);
    if ('slug' in body && body.slug === undefined) post.slug = await this.freeSlug(em, slugFromTitle(post.title), id);
    else if (body.slug) post.slug = body.slug;
    return this.save(em, post);
  }

  async remove(id: string): Promise<void> {
    const em = this.em.fork();
    em.remove(await this.load(em, id));
    await em.flush();
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
  private async freeSlug(em: EntityManager, base: string, exceptId?: string): Promise<string> {
    const rows = await em.execute<{ slug: string }[]>(
      `select slug from blog_posts where (slug = ? or slug ~ ?) and id <> coalesce(?::uuid, '00000000-0000-0000-0000-000000000000')`,
      [base, `^${base}-[0-9]+$`, exceptId ?? null],
    );
    const taken = new Set(rows.map((row) => row.slug));
    if (!taken.has(base)) return base;
    let suffix = 2;
    while (taken.has(`${base}-${suffix}`)) suffix++;
    return `${base}-${suffix}`;
  }

  private async save(em: EntityManager, post: BlogPost): Promise<AdminBlogPostDto> {
    try {
      await em.persist(post).flush();
    } catch (error) {
      // The unique index has the last word when two staff pick the same address at once.
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictException({
          message: CONTENT_MESSAGES.slugTaken(post.slug),
          errors: { slug: CONTENT_MESSAGES.slugTaken(post.slug) },
        });
      throw error;
    }
    return toAdminBlogPostDto(post, this.clock.now());
  }

  private async load(em: EntityManager, id: string): Promise<BlogPost> {
    const post = await em.findOne(BlogPost, { id });
    if (!post) throw new NotFoundException(CONTENT_MESSAGES.postNotFound);
    return post;
  }
}

function excerptFrom(markdown: string): string {
  const text = markdownText(markdown);
  if (text.length <= EXCERPT_FROM_BODY) return text;
  return `${text.slice(0, EXCERPT_FROM_BODY).replace(/\s+\S*$/, '')}…`;
}
