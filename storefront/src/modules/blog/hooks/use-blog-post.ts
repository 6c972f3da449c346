import { getJson } from '../../../api/api-error';
import type { Schemas } from '../../../api/client';
import { usePageData } from '../../../app/page-data';

export type BlogPostPage = Schemas['BlogPostPageDto'];

/** The data key of one post's page: the API server renders that page with this key's data (storefront-pages.ts). */
export const blogPostKey = (slug: string) => ['blog-post', slug] as const;

/** One published post by its slug, with its body as the server's sanitised HTML. */
export function useBlogPost(slug: string) {
  return usePageData(blogPostKey(slug), () => getJson<BlogPostPage>(`/api/blog/${encodeURIComponent(slug)}`));
}
