import { ArrowLeft } from 'lucide-react';
import { useParams } from '../../app/router';
import { ApiError } from '../../api/api-error';
import { ButtonLink } from '../../ui/button';
import { EmptyState, PageHero, Section } from '../../ui/layout';
import { PageMeta } from '../../ui/page-meta';
import { QueryView } from '../../ui/query-view';
import { ArticleByline } from './components/article-card';
import { useBlogPost } from './hooks/use-blog-post';

// The body is the server's HTML (Markdown rendered, then sanitised to the tags Markdown makes); these style them.
const ARTICLE_BODY =
  'text-lg leading-relaxed text-slate-700 [&_p]:mt-4 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 ' +
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 [&_a]:font-medium [&_a]:text-brand-700 ' +
  '[&_a]:underline [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1 ' +
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-4 ' +
  '[&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:mt-4 [&_pre]:overflow-x-auto ' +
  '[&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_img]:mt-6 [&_img]:rounded-xl ' +
  '[&_hr]:my-8 [&_table]:mt-6 [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2';

/** One article on its own page, with its own title, description and share tags (rendered by the API server). */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  const path = `/blog/${slug}`;
  const missing = post.error instanceof ApiError && post.error.status === 404;

  if (post.data) {
    const article = post.data;
    return (
      <>
        <PageMeta
          title={article.title}
          description={article.excerpt}
          path={path}
          image={article.image}
          type="article"
        />
        <PageHero title={article.title} intro={article.excerpt} />
        <Section>
          <article className="mx-auto max-w-3xl">
            <ButtonLink to="/blog" variant="outline" size="sm">
              <ArrowLeft aria-hidden="true" className="size-4" /> All Articles
            </ButtonLink>
            <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-700">{article.category}</p>
            <ArticleByline post={article} />
            {article.image && (
              <img src={article.image} alt="" className="mt-8 aspect-[2/1] w-full rounded-2xl object-cover" />
            )}
            <div className={`mt-6 ${ARTICLE_BODY}`} dangerouslySetInnerHTML={{ __html: article.contentHtml }} />
          </article>
        </Section>
      </>
    );
  }

  return (
    <>
      <PageMeta title="Article" description="An article from the Syokimau Coworking Hub blog." path={path} noindex />
      <PageHero title={missing ? 'Article Not Found' : 'Article'} />
      <Section>
        {missing ? (
          <EmptyState title="This article is not available">
            <p>It may have been moved or unpublished.</p>
            <ButtonLink to="/blog" variant="outline" className="mt-4">
              All Articles
            </ButtonLink>
          </EmptyState>
        ) : (
          <QueryView query={post} loadingLabel="Loading the article" errorTitle="The article could not be loaded">
            {() => null}
          </QueryView>
        )}
      </Section>
    </>
  );
}
