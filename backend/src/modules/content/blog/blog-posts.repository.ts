import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, SqlConditions } from '../../../common/database/list-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { containsPattern, orderBySql, pageOf, type SortRule } from '../../../common/http/list-query.dto.js';
import { BlogPost } from '../entities/blog-post.entity.js';
import { type AdminBlogPostDto, type BlogPostListQueryDto, type PostSort } from './blog-post-admin.dto.js';

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

/** A post as the back-office list reads it; its status is told from these fields and the time. */
export type BlogPostRow = Omit<AdminBlogPostDto, 'status'>;

/** Blog posts, in queries. */
@Injectable()
export class BlogPostsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Posts on the site at `now` (published, their publish time come), newest first; only featured ones when asked. */
  onTheSite(now: Date, featuredOnly: boolean): Promise<BlogPost[]> {
    return this.em
      .fork()
      .find(
        BlogPost,
        { ...onTheSiteAt(now), ...(featuredOnly ? { featured: true } : {}) },
        { orderBy: { publishedAt: 'desc', id: 'desc' } },
      );
  }

  /** The post on the site at `now` with this slug; a draft or a scheduled post is none. */
  onTheSiteBySlug(slug: string, now: Date): Promise<BlogPost | null> {
    return this.em.fork().findOne(BlogPost, { slug, ...onTheSiteAt(now) });
  }

  /** When the next post scheduled after `now` reaches the site, or null when none is scheduled. */
  async nextPublishAfter(now: Date): Promise<Date | null> {
    const next = await this.em
      .fork()
      .findOne(
        BlogPost,
        { published: true, publishedAt: { $gt: now } },
        { fields: ['publishedAt'], orderBy: { publishedAt: 'asc' } },
      );
    return next?.publishedAt ?? null;
  }

  /** Every post on the site at `now`, newest first: its slug and when it last changed. */
  async sitemapEntries(now: Date): Promise<{ slug: string; updatedAt: Date }[]> {
    const posts = await this.em.fork().find(BlogPost, onTheSiteAt(now), {
      fields: ['slug', 'updatedAt'],
      orderBy: { publishedAt: 'desc', id: 'desc' },
    });
    return posts.map(({ slug, updatedAt }) => ({ slug, updatedAt }));
  }

  count(): Promise<number> {
    return this.em.fork().count(BlogPost);
  }

  /** A page of the back-office list: searched, filtered (a status is told apart by `now`) and sorted as asked. */
  page(query: BlogPostListQueryDto, now: Date): Promise<{ rows: BlogPostRow[]; total: number }> {
    const where = new SqlConditions();
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
    return listPage<BlogPostRow>(
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
  }

  /** One post; in the caller's transaction when given one, so changes made to it are written when it commits. */
  findById(id: string, tx?: Transaction): Promise<BlogPost | null> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    return em.findOne(BlogPost, { id });
  }

  /** The slugs other posts than `exceptId` hold among `base` and `base-<number>`. */
  async slugsLike(tx: Transaction, base: string, exceptId?: string): Promise<string[]> {
    const rows = await entityManagerOf(tx).execute<{ slug: string }[]>(
      `select slug from blog_posts where (slug = ? or slug ~ ?) and id <> coalesce(?::uuid, '00000000-0000-0000-0000-000000000000')`,
      [base, `^${base}-[0-9]+$`, exceptId ?? null],
    );
    return rows.map((row) => row.slug);
  }

  /**
   * Writes the post (new or changed) now, inside the caller's transaction. The unique index on slugs has the last
   * word when two staff pick the same address at once: then nothing is written and the answer is 'slug-taken' (the
   * transaction can only be rolled back).
   */
  async save(tx: Transaction, post: BlogPost): Promise<'saved' | 'slug-taken'> {
    try {
      await entityManagerOf(tx).persist(post).flush();
      return 'saved';
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return 'slug-taken';
      throw error;
    }
  }

  /** Deletes the post when the caller's transaction commits. */
  remove(tx: Transaction, post: BlogPost): void {
    entityManagerOf(tx).remove(post);
  }
}

function onTheSiteAt(now: Date) {
  return { published: true, publishedAt: { $lte: now } };
}
