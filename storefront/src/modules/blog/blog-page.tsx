import { Mail } from 'lucide-react';
import { readPageSeed } from '../../app/query-seed';
import { ButtonLink } from '../../ui/button';
import { CtaBand } from '../../ui/cta-band';
import { PageHero, Section } from '../../ui/layout';
import { loadOnUse } from '../../ui/load-on-use';

/**
 * The posts and their filters: the API server renders this page with the posts in it, and their code (cards,
 * filters) loads when the visitor first points at, touches or focuses the list. A page without its data (the build's
 * copy, served if rendering failed) or rendered in the browser loads it at once.
 */
const BlogList = loadOnUse(async () => (await import('./components/blog-list')).BlogList, {
  atOnce: () => readPageSeed().length === 0,
});

export default function BlogPage() {
  return (
    <>
      <PageHero
        title="Insights & Stories"
        intro="Practical ideas on business, entrepreneurship and remote work from the Syokimau Coworking Hub community."
      />
      <Section>
        <BlogList />
      </Section>
      <CtaBand
        title="Never Miss an Article"
        text="Subscribe to our newsletter for new articles, events and community highlights."
      >
        <ButtonLink to="/#newsletter" variant="secondary" size="lg">
          <Mail aria-hidden="true" className="size-5" /> Subscribe
        </ButtonLink>
      </CtaBand>
    </>
  );
}
