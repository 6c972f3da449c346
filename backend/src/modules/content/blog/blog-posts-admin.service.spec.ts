import { type ChangeNotices } from '../../../common/changes/change-notices.js';
import { type Clock } from '../../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { ContentError } from '../content.errors.js';
import { CONTENT_MESSAGES } from '../content.messages.js';
import { BlogPost } from '../entities/blog-post.entity.js';
import { type ImageStore } from '../images/image-store.service.js';
import { type CreateBlogPostDto } from './blog-post-admin.dto.js';
import { type BlogPostsRepository } from './blog-posts.repository.js';
import { BlogPostsAdminService, slugFromTitle } from './blog-posts-admin.service.js';

/**
 * How staff's posts get their address and their publish time, with the table replaced by a fake; the unique index
 * that settles two staff picking one slug at once is the database's (test/content/events-posts-admin).
 */

const NOW = new Date('2026-11-20T07:00:00Z');
const clock = { now: () => NOW } as Clock;

const DRAFT: CreateBlogPostDto = {
  title: 'Café & Co: 5 Tips',
  content: 'Arrive early. **Bring a mug.** Say hello to the barista.',
  author: 'Achieng',
  category: 'Remote Work',
};

function setUp() {
  const posts = new Map<string, BlogPost>();
  const slugQueries: Array<{ base: string; exceptId?: string }> = [];
  const repository: Pick<BlogPostsRepository, 'findById' | 'slugsLike' | 'save'> = {
    findById: async (id) => posts.get(id) ?? null,
    slugsLike: async (_tx, base, exceptId) => {
      slugQueries.push({ base, exceptId });
      return [...posts.values()]
        .filter((post) => post.id !== exceptId && (post.slug === base || post.slug.startsWith(`${base}-`)))
        .map((post) => post.slug);
    },
    // As the unique index answers: another post with the same slug refuses the write.
    save: async (_tx, post) => {
      if ([...posts.values()].some((other) => other.id !== post.id && other.slug === post.slug)) return 'slug-taken';
      posts.set(post.id, post);
      return 'saved';
    },
  };
  const unitOfWork = new FakeUnitOfWork();
  const images = { release: async () => undefined } as unknown as ImageStore;
  const service = new BlogPostsAdminService(
    unitOfWork.asUnitOfWork(),
    repository as BlogPostsRepository,
    clock,
    images,
    { announce: async () => undefined } as unknown as ChangeNotices,
  );
  const existing = (slug: string) => {
    const post = new BlogPost({ title: slug, slug, excerpt: '', content: 'x', author: 'a', category: 'Community' });
    posts.set(post.id, post);
    return post;
  };
  return { service, posts, existing, slugQueries, unitOfWork };
}

describe('BlogPostsAdminService', () => {
  it('makes a slug from the title without accents, punctuation or stray hyphens', () => {
    expect(slugFromTitle('Café & Co: 5 Tips')).toBe('cafe-co-5-tips');
    expect(slugFromTitle("Nairobi's Best  Desks!")).toBe('nairobis-best-desks');
    expect(slugFromTitle('!!!')).toBe('post');
  });

  it('numbers a slug made from a title past the ones other posts hold, so a title never refuses a post', async () => {
    const { service, existing } = setUp();
    existing('cafe-co-5-tips');
    existing('cafe-co-5-tips-2');

    await expect(service.create(DRAFT)).resolves.toMatchObject({ slug: 'cafe-co-5-tips-3', status: 'draft' });
  });

  it('refuses a slug staff chose that another post holds, with 409 naming the field', async () => {
    const { service, existing, posts, unitOfWork } = setUp();
    existing('coffee');

    const refusal = service.create({ ...DRAFT, slug: 'coffee' });

    await expect(refusal).rejects.toBeInstanceOf(ContentError);
    await expect(refusal).rejects.toMatchObject({
      code: 'slug-taken',
      kind: 'conflict',
      message: CONTENT_MESSAGES.slugTaken('coffee'),
      errors: { slug: CONTENT_MESSAGES.slugTaken('coffee') },
    });
    expect(posts.size).toBe(1);
    expect(unitOfWork.rollbacks).toBe(1);
  });

  it('publishes now when no publish time is given, and keeps a chosen time as scheduled', async () => {
    const { service } = setUp();
    const later = new Date('2026-12-01T06:00:00Z');

    await expect(service.create({ ...DRAFT, published: true })).resolves.toMatchObject({
      status: 'published',
      publishedAt: NOW,
    });
    await expect(
      service.create({ ...DRAFT, title: 'Holiday hours', published: true, publishedAt: later }),
    ).resolves.toMatchObject({ status: 'scheduled', publishedAt: later });
  });

  it('takes the excerpt from the body when none is given', async () => {
    const { service } = setUp();

    await expect(service.create(DRAFT)).resolves.toMatchObject({
      excerpt: 'Arrive early. Bring a mug. Say hello to the barista.',
    });
  });

  it('makes the slug again from the title when staff clear it, not counting the post itself', async () => {
    const { service, slugQueries } = setUp();
    const created = await service.create({ ...DRAFT, slug: 'old-address' });

    const updated = await service.update(created.id, { title: 'Café & Co: 6 Tips', slug: undefined });

    expect(updated.slug).toBe('cafe-co-6-tips');
    expect(slugQueries).toEqual([{ base: 'cafe-co-6-tips', exceptId: created.id }]);
  });

  it('answers an unknown post with 404', async () => {
    const { service } = setUp();

    const notFound = { code: 'post-not-found', kind: 'not-found', message: CONTENT_MESSAGES.postNotFound };
    await expect(service.update('missing', { title: 'x' })).rejects.toMatchObject(notFound);
    await expect(service.remove('missing')).rejects.toMatchObject(notFound);
  });
});
