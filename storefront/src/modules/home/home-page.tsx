import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from '../../app/router';
import { Section } from '../../ui/layout';
import { JsonLd } from '../../ui/json-ld';
import { loadOnUse } from '../../ui/load-on-use';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { localBusinessJsonLd } from './local-business';
import { useFeaturedPromotion } from './use-featured-promotion';

const NEWSLETTER_ANCHOR = 'newsletter';

/**
 * Far below the fold: its code (the carousel's rotation and controls) comes when it is about to come into view or
 * is first used. Until then the prerendered HTML stays on screen (React hydrates the part when the code is in).
 */
const TestimonialsCarousel = loadOnUse(
  async () => (await import('./components/testimonials-carousel')).TestimonialsCarousel,
  { whenSeen: true },
);

/**
 * The page's sections: the prerendered HTML shows them in full, and their code (text, icons and links a phone
 * already has on screen) loads when the visitor first points at, touches or focuses one; a page rendered in the
 * browser (after a navigation) loads it at once.
 */
const HomeHero = loadOnUse(async () => (await import('./components/home-hero')).HomeHero);
const FeaturesSection = loadOnUse(async () => (await import('./components/features-section')).FeaturesSection);
const PlansPreview = loadOnUse(async () => (await import('./components/plans-preview')).PlansPreview);
const GetStartedSection = loadOnUse(async () => (await import('./components/get-started-section')).GetStartedSection);

/**
 * Only on a home page the API server rendered with a featured promotion: its code (and the date formatting) loads
 * only then, so the home page's own weight stays the same; the server's HTML stays on screen until it is in.
 */
const OfferBanner = lazy(async () => ({ default: (await import('./components/offer-banner')).OfferBanner }));

export default function HomePage() {
  useScrollToNewsletter();
  const promotion = useFeaturedPromotion();
  return (
    <>
      <JsonLd data={localBusinessJsonLd()} />
      {promotion && (
        <Suspense>
          <OfferBanner promotion={promotion} />
        </Suspense>
      )}
      <HomeHero />
      <FeaturesSection />
      <PlansPreview promotion={promotion} />
      <GetStartedSection />
      <TestimonialsCarousel />
      <Section
        id={NEWSLETTER_ANCHOR}
        tone="muted"
        title="Stay in the Loop"
        intro="Get upcoming events, new features and community highlights from Syokimau in your inbox, once or twice a month."
      >
        <div className="max-w-xl">
          <NewsletterForm variant="home" />
        </div>
      </Section>
    </>
  );
}

/** The blog's Subscribe link lands here; the page arrives after the route change, so scroll once it is drawn. */
function useScrollToNewsletter() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${NEWSLETTER_ANCHOR}`)
      document.getElementById(NEWSLETTER_ANCHOR)?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);
}
