import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from '../../app/router';
import { Section } from '../../ui/layout';
import { JsonLd } from '../../ui/json-ld';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { FeaturesSection } from './components/features-section';
import { GetStartedSection } from './components/get-started-section';
import { HomeHero } from './components/home-hero';
import { PlansPreview } from './components/plans-preview';
import { localBusinessJsonLd } from './local-business';
import { useFeaturedPromotion } from './use-featured-promotion';

const NEWSLETTER_ANCHOR = 'newsletter';

/**
 * Far below the fold: its code (the carousel's rotation and controls) comes after the page is interactive. While it
 * loads, the prerendered HTML stays on screen (React hydrates the boundary when the code is in).
 */
const TestimonialsCarousel = lazy(async () => ({
  default: (await import('./components/testimonials-carousel')).TestimonialsCarousel,
}));

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
      <Suspense>
        <TestimonialsCarousel />
      </Suspense>
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
