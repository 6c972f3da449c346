import type { AdminBlogPost } from 'admin-kit';
import { nairobiWallTime, postBody, postFormValues, validatePostForm } from './post-form';

const POST: AdminBlogPost = {
  id: 'p1',
  title: 'Remote Work Tips',
  slug: 'remote-work-tips',
  excerpt: 'Tips.',
  content: '# Tips',
  author: 'Wanjiru',
  category: 'Remote Work',
  featured: false,
  published: true,
  status: 'scheduled',
  publishedAt: '2026-12-02T21:00:00.000Z',
  image: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

describe('the post form', () => {
  it('shows the publish time in Nairobi and sends it back with its offset', () => {
    expect(nairobiWallTime(POST.publishedAt!)).toBe('2026-12-03T00:00');
    const values = postFormValues(POST);
    expect(values.publishAt).toBe('2026-12-03T00:00');
    expect(Date.parse(postBody(values).publishedAt!)).toBe(Date.parse(POST.publishedAt!));
  });

  it('leaves a blank slug and publish time to the server', () => {
    const body = postBody({ ...postFormValues(), title: 'Hello', content: 'Body', author: 'Me' });
    expect(body).toMatchObject({ slug: undefined, publishedAt: null, published: false });
  });

  it('refuses a slug the site cannot use, and missing fields', () => {
    expect(Object.keys(validatePostForm({ ...postFormValues(), slug: 'Not A Slug' })).sort()).toEqual([
      'author',
      'content',
      'slug',
      'title',
    ]);
    expect(validatePostForm(postFormValues(POST))).toEqual({});
  });
});
