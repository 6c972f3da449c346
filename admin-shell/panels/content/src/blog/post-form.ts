import type { AdminBlogPost, BlogPostBody, ValidationErrors } from 'admin-kit';

export const BLOG_CATEGORIES = [
  'Business Insights',
  'Entrepreneurship',
  'Remote Work',
  'Startup Tips',
  'Community',
] as const;

export const POST_STATUS_LABELS: Record<AdminBlogPost['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** The post form as typed. `publishAt` is Nairobi wall time (`YYYY-MM-DDTHH:mm`), blank for "when published". */
export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  featured: boolean;
  published: boolean;
  publishAt: string;
  image: string | null;
}

// Nairobi keeps UTC+3 all year (no daylight saving), so its wall time converts with a fixed offset.
const NAIROBI_OFFSET_MS = 3 * 3600_000;

/** An instant as Nairobi wall time for a datetime-local input. */
export function nairobiWallTime(instant: string): string {
  return new Date(Date.parse(instant) + NAIROBI_OFFSET_MS).toISOString().slice(0, 16);
}

export function postFormValues(post?: AdminBlogPost): PostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    author: post?.author ?? '',
    category: post?.category ?? 'Community',
    featured: post?.featured ?? false,
    published: post?.published ?? false,
    publishAt: post?.publishedAt ? nairobiWallTime(post.publishedAt) : '',
    image: post?.image ?? null,
  };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function validatePostForm(values: PostFormValues): ValidationErrors<PostFormValues> {
  const errors: ValidationErrors<PostFormValues> = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (values.slug.trim() && !SLUG.test(values.slug.trim()))
    errors.slug = 'Lower-case letters, digits and single hyphens, e.g. remote-work-tips';
  if (!values.content.trim()) errors.content = 'Body is required';
  if (!values.author.trim()) errors.author = 'Author is required';
  if (values.excerpt.length > 500) errors.excerpt = 'Excerpt must be at most 500 characters';
  return errors;
}

/** What the server is sent: a blank slug is made from the title, a blank excerpt from the body. */
export function postBody(values: PostFormValues): BlogPostBody {
  return {
    title: values.title.trim(),
    slug: values.slug.trim() || undefined,
    excerpt: values.excerpt.trim(),
    content: values.content,
    author: values.author.trim(),
    category: values.category as BlogPostBody['category'],
    featured: values.featured,
    published: values.published,
    publishedAt: values.publishAt ? `${values.publishAt}:00+03:00` : null,
    image: values.image,
  };
}
