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

const NEWSLETTER_ANCHOR = 'newsletter';

/**
 * Far below the fold: its code (the carousel's rotation and controls) comes after the page is interactive. While it
 * loads, the prerendered HTML stays on screen (React hydrates the boundary when the code is in).
 */
const TestimonialsCarousel = lazy(async () => ({
  default: (await import('./components/testimonials-carousel')).TestimonialsCarousel,
}));

export default function HomePage() {
  useScrollToNewsletter();
  return (
    <>
      <JsonLd data={localBusinessJsonLd()} />
      <HomeHero />
      <FeaturesSection />
      <PlansPreview />
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
