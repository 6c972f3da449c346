import { useQuery } from '@tanstack/react-query';
import { api, type Schemas, unwrap } from '../../../api/client';

export type BlogPost = Schemas['BlogPostDto'];

/** Published posts, newest first; `featured` asks for the featured ones only. */
export function useBlogPosts({ featured = false }: { featured?: boolean } = {}) {
  return useQuery({
    queryKey: ['blog', { featured }],
    queryFn: () => unwrap(api.GET('/api/blog', { params: { query: featured ? { featured: true } : {} } })),
  });
}

/** Minutes to read at about 200 words a minute, at least one. */
export function readingMinutes(post: BlogPost): number {
  return Math.max(1, Math.round(post.content.split(/\s+/).filter(Boolean).length / 200));
}
