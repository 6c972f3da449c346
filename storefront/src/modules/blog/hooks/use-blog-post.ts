import { useQuery } from '@tanstack/react-query';
import { api, type Schemas, unwrap } from '../../../api/client';

export type BlogPostPage = Schemas['BlogPostPageDto'];

/** The query key of one post's page: the API server renders that page with this key's data (storefront-pages.ts). */
export const blogPostKey = (slug: string) => ['blog-post', slug] as const;

/** One published post by its slug, with its body as the server's sanitised HTML. */
export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: blogPostKey(slug),
    queryFn: () => unwrap(api.GET('/api/blog/{slug}', { params: { path: { slug } } })),
  });
}
