import { ArrowRight } from 'lucide-react';
import { SITE } from '../../app/site-config';
import { ButtonLink } from '../../ui/button';
import { PageHero, Section } from '../../ui/layout';
import { loadOnUse } from '../../ui/load-on-use';

// The featured events are far down the page and read from the API: their code comes, and they are read, as they are
// about to come into view (or on first use).
const FeaturedEvents = loadOnUse(async () => (await import('./components/featured-events')).FeaturedEvents, {
  whenSeen: true,
});

/**
 * What the page says in words and links: the prerendered HTML shows it in full, and its code loads when the visitor
 * first points at, touches or focuses it (at once when the page is rendered in the browser).
 */
const StoriesAndPerks = loadOnUse(async () => (await import('./components/community-sections')).StoriesAndPerks);
const DiscountsAndInvitation = loadOnUse(
  async () => (await import('./components/community-sections')).DiscountsAndInvitation,
);

export default function CommunityPage() {
  return (
    <>
      <PageHero
        title="Our Community"
        intro="Founders, freelancers, remote workers and corporate teams who chose to work closer to home, and to work together."
      >
        <dl className="grid max-w-md grid-cols-2 gap-6">
          <div className="flex flex-col">
            <dt className="text-brand-100">Members</dt>
            <dd className="order-first text-4xl font-extrabold">{SITE.figures.members}</dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-brand-100">Companies</dt>
            <dd className="order-first text-4xl font-extrabold">{SITE.figures.companies}</dd>
          </div>
        </dl>
      </PageHero>
      <StoriesAndPerks />
      <Section title="Featured Events" intro="What is coming up at the hub.">
        <FeaturedEvents />
        <ButtonLink to="/events" variant="outline" className="mt-8">
          See All Events <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </Section>
      <DiscountsAndInvitation />
    </>
  );
}
