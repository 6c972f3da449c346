import { Mail } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../ui/button';
import { CtaBand } from '../../ui/cta-band';
import { PageHero, Section } from '../../ui/layout';
import { CardSkeletons, QueryView } from '../../ui/query-view';
import { type FilterOption, ListFilters, matchesQuery, NoMatches } from '../../ui/search-filters';
import { ArticleCard } from './components/article-card';
import { ArticleDialog } from './components/article-dialog';
import { type BlogPost, useBlogPosts } from './hooks/use-blog-posts';

const ALL = 'all';
const FEATURED_LIMIT = 3;
const CATEGORY_OPTIONS: FilterOption[] = [
  { value: ALL, label: 'All Categories' },
  ...['Business Insights', 'Entrepreneurship', 'Remote Work', 'Startup Tips', 'Community'].map((category) => ({ value: category, label: category })),
];

export default function BlogPage() {
  const featuredPosts = useBlogPosts({ featured: true });
  const allPosts = useBlogPosts();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const [reading, setReading] = useState<BlogPost | null>(null);
  const filtered = search.trim() !== '' || category !== ALL;
  const clear = () => {
    setSearch('');
    setCategory(ALL);
  };
  const matches = (post: BlogPost) =>
    (category === ALL || post.category === category) && matchesQuery(search, post.title, post.excerpt, post.content, post.author);

  // Featured posts are a bonus: if they fail to load, the latest list still shows every post.
  const featured = featuredPosts.data?.filter(matches).slice(0, FEATURED_LIMIT) ?? [];
  const latest = allPosts.data?.filter((post) => matches(post) && !featured.some((shown) => shown.id === post.id)) ?? [];
  const ready = allPosts.isSuccess && !featuredPosts.isPending;
  const found = featured.length + latest.length;

  return (
    <>
      <PageHero
        title="Insights & Stories"
        intro="Practical ideas on business, entrepreneurship and remote work from the Syokimau Coworking Hub community."
      />
      <Section>
        <ListFilters
          search={{ label: 'Search articles', placeholder: 'Search articles...', value: search, onChange: setSearch }}
          category={{ label: 'Article category', value: category, options: CATEGORY_OPTIONS, onChange: setCategory }}
          active={filtered}
          onClear={clear}
          status={ready ? `${found} ${found === 1 ? 'article' : 'articles'} found` : ''}
        />
        <div className="mt-10">
          <QueryView query={allPosts} loadingLabel="Loading articles" errorTitle="Articles could not be loaded" placeholders={6}>
            {() => {
              if (!ready) return <CardSkeletons count={6} label="Loading articles" />;
              if (found === 0) {
                return <NoMatches title="No Articles Found" filtered={filtered} emptyText="Our first articles are on their way. Check back soon." onClear={clear} />;
              }
              return (
                <div className="space-y-14">
                  <ArticleList title="Featured Articles" posts={featured} featured onRead={setReading} />
                  <ArticleList title="Latest Articles" posts={latest} onRead={setReading} />
                </div>
              );
            }}
          </QueryView>
        </div>
      </Section>
      <CtaBand title="Never Miss an Article" text="Subscribe to our newsletter for new articles, events and community highlights.">
        <ButtonLink to="/#newsletter" variant="secondary" size="lg">
          <Mail aria-hidden="true" className="size-5" /> Subscribe
        </ButtonLink>
      </CtaBand>
      <ArticleDialog post={reading} onClose={() => setReading(null)} />
    </>
  );
}

interface ArticleListProps {
  title: string;
  posts: BlogPost[];
  featured?: boolean;
  onRead: (post: BlogPost) => void;
}

function ArticleList({ title, posts, featured = false, onRead }: ArticleListProps) {
  if (posts.length === 0) return null;
  return (
    <section>
      <h2 className="text-2xl font-bold">{title}</h2>
      <ul className={featured ? 'mt-6 grid gap-6 md:grid-cols-3' : 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}>
        {posts.map((post) => (
          <li key={post.id}>
            <ArticleCard post={post} featured={featured} onRead={onRead} />
          </li>
        ))}
      </ul>
    </section>
  );
}
