import { productUnderTest } from '../../support/environment.js';
import { browserForSpec, mainHeading, visit } from './storefront-pages.js';

/** Each content route: its main heading and texts that only that page has (spec section 2). */
const PAGES: { path: string; heading: string; texts: string[] }[] = [
  {
    path: '/',
    heading: 'Your Workspace Along Mombasa Road',
    texts: [
      'Premium Amenities',
      'Vibrant Community',
      'Prime Location',
      'Innovation',
      'Flexible Memberships',
      'Business Support',
      // Regular prices: the offer badge and struck-through prices show only while staff advertise a promotion.
      'KSh 7,000',
      'KSh 15,000',
      'KSh 18,000',
      'Most Popular',
      'Ready to Get Started?',
      'What Our Members Say',
      'Stay in the Loop',
    ],
  },
  {
    path: '/about',
    heading: 'About Syokimau Coworking Hub',
    texts: [
      'Our Story',
      'What “Syokimau” means',
      'Our Mission',
      'Our Vision',
      'Community First',
      'Excellence',
      'Collaboration',
      'Meet the Team',
      'Our Achievements',
    ],
  },
  {
    path: '/community',
    heading: 'Our Community',
    texts: [
      '500+',
      '150+',
      'Success Stories',
      'Member Perks',
      'Featured Events',
      'Partner Discounts',
      'Community Feed Coming Soon',
    ],
  },
  { path: '/events', heading: 'Events & Workshops', texts: ['Host an Event With Us'] },
  { path: '/blog', heading: 'Insights & Stories', texts: ['Never Miss an Article'] },
  {
    path: '/contact',
    heading: 'Get in Touch',
    texts: [
      'Contact Details',
      '+254 712 345 678',
      'hello@syokimaucoworking.co.ke',
      'Send Us a Message',
      'Interactive map coming soon',
    ],
  },
  {
    path: '/careers',
    heading: 'Careers',
    texts: ['Community Manager', 'Operations Coordinator', 'Marketing Intern', 'Apply Now'],
  },
  {
    path: '/faq',
    heading: 'Frequently Asked Questions',
    texts: [
      'Membership & Plans',
      'Pricing & Payments',
      'Bookings & Cancellations',
      'Facilities & Amenities',
      'Location & Access',
    ],
  },
  { path: '/privacy', heading: 'Privacy Policy', texts: ['Your Rights', 'We answer privacy requests within 30 days'] },
  {
    path: '/terms',
    heading: 'Terms of Service',
    texts: [
      'late penalty of 5% per month',
      'within 7 to 14 business days',
      'returned within 7 days',
      'privacy requests within 30 days',
    ],
  },
  { path: '/member-portal', heading: 'Member Portal', texts: ['Become a Member', 'Help Us Shape the Portal'] },
  { path: '/user-portal', heading: 'User Portal', texts: ['Open the Member Portal'] },
];

/** Static content that must be in the prerendered HTML even where it starts collapsed or off-screen. */
const PRERENDERED: Record<string, string[]> = {
  '/': ['Wanjiru Mwangi', 'Brian Otieno', 'Achieng Odhiambo', 'Kevin Mutua', 'Grace Njeri', '"@type":"LocalBusiness"'],
  '/faq': ['KSh 1,500 per day', 'KSh 3,000 per month', '2 hours before', '30 days&#x27; notice'],
  '/careers': ['What you will do', 'Plan and host our monthly events'],
};

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
}

describe('storefront content pages', () => {
  const browser = browserForSpec();

  it.each(PAGES)('$path shows its heading and content', async ({ path, heading, texts }) => {
    const page = await browser().newPage();
    await visit(page, path);
    expect(await page.locator('h1').count()).toBe(1);
    expect((await mainHeading(page).innerText()).replace(/\s+/g, ' ')).toBe(heading);
    for (const text of texts) await page.getByText(text, { exact: false }).first().waitFor();
  });

  it('every content route is prerendered with its heading and static content, no JavaScript needed', async () => {
    const { baseUrl } = productUnderTest();
    for (const { path, heading } of PAGES) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
      expect(plainText(h1?.[1] ?? '')).toBe(heading);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      for (const text of PRERENDERED[path] ?? []) expect(html).toContain(text);
    }
  });

  it('the home page describes the business as a LocalBusiness for search engines', async () => {
    const page = await browser().newPage();
    await visit(page, '/');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(data['@type']).toBe('LocalBusiness');
    expect(data).toMatchObject({
      name: 'Syokimau Coworking Hub',
      telephone: '+254 712 345 678',
      email: 'hello@syokimaucoworking.co.ke',
      address: { streetAddress: 'EENS Business Park, Mombasa Road', addressLocality: 'Syokimau', addressCountry: 'KE' },
    });
  });

  it('home links: Learn More to /about, View Plans to /membership, the three next steps', async () => {
    const page = await browser().newPage();
    await visit(page, '/');
    expect(await page.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/about');
    expect(await page.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/membership');
    for (const [name, href] of [
      ['Book a Space', '/spaces'],
      ['Choose Membership', '/membership'],
      ['Get in Touch', '/contact'],
    ]) {
      expect(await page.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href')).toBe(href);
    }
  });

  it('an unknown path shows the 404 page with status 404', async () => {
    const page = await browser().newPage();
    const response = await visit(page, '/no-such-page');
    expect(await mainHeading(page).innerText()).toBe('404 Page Not Found');
    expect(response?.status()).toBe(404);
  });
});
