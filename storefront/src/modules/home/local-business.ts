import { SITE } from '../../app/site-config';

const hhmm = (time: string) => time.padStart(5, '0');

/** schema.org LocalBusiness for the home page, built from the site configuration only. */
export function localBusinessJsonLd(): Record<string, unknown> {
  const { address } = SITE;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${SITE.url}/#business`,
    name: SITE.name,
    description: SITE.description,
    url: `${SITE.url}/`,
    image: `${SITE.url}/og-image.svg`,
    telephone: SITE.phone,
    email: SITE.email,
    currenciesAccepted: 'KES',
    paymentAccepted: 'M-Pesa, Credit Card, Bank Transfer',
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.building}, ${address.street}`,
      addressLocality: address.area,
      addressRegion: address.city,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: SITE.geo.latitude, longitude: SITE.geo.longitude },
    openingHoursSpecification: SITE.hours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.schemaDays,
      opens: hhmm(hours.opens),
      closes: hhmm(hours.closes),
    })),
    sameAs: SITE.social.map((social) => social.href),
  };
}
