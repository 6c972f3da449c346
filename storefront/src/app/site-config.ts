import { VENUE_ZONE, VENUE_ZONE_LABEL } from '@coworking/domain';

/**
 * Who we are, where we are and what we claim, in one place: every page, the footer, the structured data and the
 * prerendered meta tags read from here.
 */
export const SITE = {
  name: 'Syokimau Coworking Hub',
  shortName: 'Syokimau Coworking',
  tagline: 'Your workspace along Mombasa Road',
  description:
    'Flexible hot desks, private offices and meeting rooms at EENS Business Park, Syokimau, Nairobi. Book by the hour, day or month and pay with M-Pesa or card.',
  url: __SITE_URL__,
  phone: '+254 712 345 678',
  phoneHref: 'tel:+254712345678',
  email: 'hello@syokimaucoworking.co.ke',
  address: {
    building: 'EENS Business Park',
    area: 'Syokimau',
    street: 'Mombasa Road',
    city: 'Nairobi',
    country: 'KE',
    short: 'EENS Business Park, Syokimau',
    full: 'EENS Business Park, Syokimau, Mombasa Road, Nairobi, Kenya',
  },
  geo: { latitude: -1.3637, longitude: 36.9241 },
  hours: [
    {
      days: 'Mon-Fri',
      opens: '6:00',
      closes: '22:00',
      schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    },
    { days: 'Sat-Sun', opens: '8:00', closes: '20:00', schemaDays: ['Saturday', 'Sunday'] },
  ],
  membersHours: '24/7 for full-time members',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/syokimaucoworking' },
    { name: 'Instagram', href: 'https://www.instagram.com/syokimaucoworking' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/syokimaucoworking' },
    { name: 'X', href: 'https://x.com/syokimaucowork' },
  ],
  figures: { members: '500+', companies: '150+', satisfaction: '95%' },
  copyrightYear: 2024,
  /** Venue time zone: every time the site shows is venue time and says so. */
  timeZone: VENUE_ZONE,
  timeZoneLabel: VENUE_ZONE_LABEL,
} as const;
