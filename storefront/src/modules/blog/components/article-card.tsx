import { BookOpen } from 'lucide-react';
import { ButtonLink } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { formatInstantDate } from '../../../ui/format';
import { Badge } from '../../../ui/layout';
import { type BlogPost, readingMinutes } from '../hooks/use-blog-posts';

interface ArticleCardProps {
  post: BlogPost;
  featured?: boolean;
}

export function ArticleCard({ post, featured = false }: ArticleCardProps) {
  return (
    <article
      className={cx(
        'flex h-full flex-col rounded-2xl border bg-white shadow-sm',
        featured ? 'border-brand-700/30' : 'border-slate-200',
      )}
    >
      {featured && (
        <div
          aria-hidden="true"
          className="h-2 rounded-t-2xl bg-gradient-to-r from-brand-700 via-brand-600 to-accent-500"
        />
      )}
      {post.image && (
        <img
          src={post.image.replace(/-large\.webp$/, '-small.webp')}
          alt=""
          loading="lazy"
          className={cx('aspect-[2/1] w-full object-cover', !featured && 'rounded-t-2xl')}
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{post.category}</Badge>
          {featured && <Badge tone="amber">Featured</Badge>}
        </div>
        <h3 className={cx('mt-4 font-semibold text-slate-900', featured ? 'text-xl' : 'text-lg')}>{post.title}</h3>
        <p className="mt-2 flex-1 text-slate-600">{post.excerpt}</p>
        <ArticleByline post={post} />
        <ButtonLink to={`/blog/${post.slug}`} variant="outline" className="mt-5 self-start">
          <BookOpen aria-hidden="true" className="size-4" /> Read Article<span className="sr-only">: {post.title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}

export function ArticleByline({ post }: { post: BlogPost }) {
  return (
    <p className="mt-4 text-sm text-slate-600">
      By <span className="font-medium text-slate-800">{post.author}</span> ·{' '}
      <time dateTime={post.publishedAt}>{formatInstantDate(post.publishedAt)}</time> · {readingMinutes(post)} min read
    </p>
  );
}
