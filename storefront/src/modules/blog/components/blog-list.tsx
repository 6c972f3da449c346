import { CardSkeletons, QueryView } from '../../../ui/query-view';
import { type FilterOption, ListFilters, NoMatches, useListFilters } from '../../../ui/search-filters';
import { type BlogPost, useBlogPosts } from '../hooks/use-blog-posts';
import { ArticleCard } from './article-card';

const FEATURED_LIMIT = 3;
const CATEGORY_OPTIONS: FilterOption[] = [
  'Business Insights',
  'Entrepreneurship',
  'Remote Work',
  'Startup Tips',
  'Community',
].map((category) => ({
  value: category,
  label: category,
}));

/** The posts with their search and category filters (the blog page loads it on first use, see there). */
export function BlogList() {
  const featuredPosts = useBlogPosts({ featured: true });
  const allPosts = useBlogPosts();
  const filters = useListFilters();
  const matches = (post: BlogPost) =>
    filters.matches(post.category, post.title, post.excerpt, post.content, post.author);

  // Featured posts are a bonus: if they fail to load, the latest list still shows every post.
  const featured = featuredPosts.data?.filter(matches).slice(0, FEATURED_LIMIT) ?? [];
  const latest =
    allPosts.data?.filter((post) => matches(post) && !featured.some((shown) => shown.id === post.id)) ?? [];
  const ready = allPosts.isSuccess && !featuredPosts.isPending;
  const found = featured.length + latest.length;

  return (
    <>
      <ListFilters
        filters={filters}
        search={{ label: 'Search articles', placeholder: 'Search articles...' }}
        category={{ label: 'Article category', allLabel: 'All Categories', options: CATEGORY_OPTIONS }}
        status={ready ? `${found} ${found === 1 ? 'article' : 'articles'} found` : ''}
      />
      <div className="mt-10">
        <QueryView
          query={allPosts}
          loadingLabel="Loading articles"
          errorTitle="Articles could not be loaded"
          placeholders={6}
        >
          {() => {
            if (!ready) return <CardSkeletons count={6} label="Loading articles" />;
            if (found === 0) {
              return (
                <NoMatches
                  title="No Articles Found"
                  filters={filters}
                  emptyText="Our first articles are on their way. Check back soon."
                />
              );
            }
            return (
              <div className="space-y-14">
                <ArticleList title="Featured Articles" posts={featured} featured />
                <ArticleList title="Latest Articles" posts={latest} />
              </div>
            );
          }}
        </QueryView>
      </div>
    </>
  );
}

interface ArticleListProps {
  title: string;
  posts: BlogPost[];
  featured?: boolean;
}

function ArticleList({ title, posts, featured = false }: ArticleListProps) {
  if (posts.length === 0) return null;
  return (
    <section>
      <h2 className="text-2xl font-bold">{title}</h2>
      <ul className={featured ? 'mt-6 grid gap-6 md:grid-cols-3' : 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}>
        {posts.map((post) => (
          <li key={post.id}>
            <ArticleCard post={post} featured={featured} />
          </li>
        ))}
      </ul>
    </section>
  );
}
