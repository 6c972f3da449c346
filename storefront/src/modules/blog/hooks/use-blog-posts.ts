import { getJson } from '../../../api/api-error';
import type { Schemas } from '../../../api/client';
import { usePageData } from '../../../app/page-data';

export type BlogPost = Schemas['BlogPostDto'];

/** Published posts, newest first; `featured` asks for the featured ones only. */
export function useBlogPosts({ featured = false }: { featured?: boolean } = {}) {
  return usePageData(['blog', { featured }], () =>
    getJson<BlogPost[]>(featured ? '/api/blog?featured=true' : '/api/blog'),
  );
}

/** Minutes to read at about 200 words a minute, at least one. */
export function readingMinutes(post: BlogPost): number {
  return Math.max(1, Math.round(post.content.split(/\s+/).filter(Boolean).length / 200));
}
