import { type ComponentType } from 'react';
import { preloadableLazy, type PreloadableComponent } from './preloadable-lazy';
import { matchPath } from './router';

export interface PageRoute {
  path: string;
  title: string;
  description: string;
  /** Kept out of search results and the sitemap. */
  noindex?: boolean;
  /** The page reads the API through TanStack Query (its provider loads with the page). */
  readsApi?: boolean;
  /**
   * Rendered in the browser only: the path carries a secret (a manage link's token), so no page is prerendered
   * for it and it is never in the sitemap. The build writes one shell for the route's folder (its head tags and
   * loading state); the server answers every such path with it, and the browser renders the page over it.
   */
  clientOnly?: boolean;
  /**
   * Rendered by the API server when asked for, with its data (a post's own page: its path names the post), never
   * at build time and so never in the build's sitemap; the server's sitemap lists each one.
   */
  onRequestOnly?: boolean;
  /** The page writes its own title, description and share tags (from its data) instead of the route's. */
  ownMeta?: boolean;
  Page: PreloadableComponent<object>;
}

type Loader = () => Promise<{ default: ComponentType }>;

function page(
  path: string,
  title: string,
  description: string,
  load: Loader,
  flags: {
    noindex?: boolean;
    readsApi?: boolean;
    clientOnly?: boolean;
    onRequestOnly?: boolean;
    ownMeta?: boolean;
  } = {},
): PageRoute {
  return { path, title, description, ...flags, Page: preloadableLazy(load) };
}

/** Every public page: its path, its meta tags and its code (each page is its own chunk). */
export const PAGE_ROUTES: PageRoute[] = [
  page(
    '/',
    'Home',
    'Flexible hot desks, private offices and meeting rooms at EENS Business Park, Syokimau. Book by the hour, day or month and pay with M-Pesa or card.',
    () => import('../modules/home/home-page'),
  ),
  page(
    '/about',
    'About Us',
    'The story, mission and team behind Syokimau Coworking Hub, a community workspace on Mombasa Road, Nairobi.',
    () => import('../modules/about/about-page'),
  ),
  page(
    '/spaces',
    'Workspaces',
    'Hot desks, private offices, meeting rooms and event spaces in Syokimau. See live availability and book online in KES.',
    () => import('../modules/spaces/spaces-page'),
    { readsApi: true },
  ),
  page(
    '/membership',
    'Membership Plans',
    'Compare virtual, flexible and full-time coworking memberships in Syokimau and subscribe online with M-Pesa or card.',
    () => import('../modules/membership/membership-page'),
  ),
  page(
    '/booking',
    'Book a Space or Tour',
    'Book a free 30-minute tour and consultation, or reserve a desk, office or meeting room at Syokimau Coworking Hub.',
    () => import('../modules/booking/booking-page'),
    { readsApi: true },
  ),
  page(
    '/community',
    'Community',
    'Meet 500+ members from 150+ companies: success stories, member perks, partner discounts and featured events.',
    () => import('../modules/community/community-page'),
  ),
  page(
    '/events',
    'Events',
    'Workshops, networking evenings and business talks at Syokimau Coworking Hub. Find an event and join the community.',
    () => import('../modules/events/events-page'),
  ),
  page(
    '/blog',
    'Blog',
    'Business insights, entrepreneurship, remote work and startup tips from the Syokimau Coworking Hub community.',
    () => import('../modules/blog/blog-page'),
  ),
  page(
    '/blog/:slug',
    'Article',
    'An article from the Syokimau Coworking Hub blog.',
    () => import('../modules/blog/blog-post-page'),
    { onRequestOnly: true, ownMeta: true },
  ),
  page(
    '/contact',
    'Contact Us',
    'Call, e-mail or visit Syokimau Coworking Hub at EENS Business Park, Syokimau, or send us a message.',
    // Its form brings the query library with it, on first use.
    () => import('../modules/contact/contact-page'),
  ),
  page(
    '/careers',
    'Careers',
    'Join the team that runs Syokimau Coworking Hub: open roles in community, operations and marketing.',
    // Its application form brings the query library with it, on first use.
    () => import('../modules/careers/careers-page'),
  ),
  page(
    '/faq',
    'Frequently Asked Questions',
    'Answers about memberships, pricing, bookings, payments (M-Pesa, cards, bank transfer) and facilities.',
    () => import('../modules/help/faq-page'),
  ),
  page(
    '/privacy',
    'Privacy Policy',
    'How Syokimau Coworking Hub collects, uses and protects your personal data.',
    () => import('../modules/help/privacy-page'),
  ),
  page(
    '/privacy/request',
    'Your Data Rights',
    'Ask us for a copy of your personal data or to erase it.',
    // The form loads its code on first use; opened from the e-mailed link (#<token>), the page offers its actions.
    () => import('../modules/privacy/request-page'),
  ),
  page(
    '/terms',
    'Terms of Service',
    'The terms for memberships, bookings, payments, refunds and use of Syokimau Coworking Hub.',
    () => import('../modules/help/terms-page'),
  ),
  page(
    '/member-portal',
    'Member Portal - Manage Your Membership',
    'Sign in to see your membership, bookings, billing and community at Syokimau Coworking Hub.',
    () => import('../modules/portal/member-portal-page'),
    { noindex: true, readsApi: true },
  ),
  page(
    '/user-portal',
    'User Portal',
    'The self-service portal for Syokimau Coworking Hub members.',
    () => import('../modules/portal/user-portal-page'),
    { noindex: true },
  ),
  page(
    '/checkout/complete',
    'Payment Status',
    'The outcome of your payment at Syokimau Coworking Hub.',
    () => import('../modules/checkout/checkout-complete-page'),
    { noindex: true },
  ),
  page(
    '/bookings/manage/:token',
    'Manage Your Booking',
    'See your booking, download your receipt, add it to your calendar or cancel it.',
    () => import('../modules/manage-booking/manage-booking-page'),
    { noindex: true, readsApi: true, clientOnly: true },
  ),
];

/** The client-only page a browser path belongs to (never prerendered, so there is no HTML of its own to hydrate). */
export function clientOnlyRouteOf(pathname: string): PageRoute | undefined {
  return PAGE_ROUTES.find((route) => route.clientOnly && matchPath(route.path, pathname));
}

/** The path a page's canonical and share tags name: a route's parameters (a secret token) are left out. */
export function metaPathOf(route: PageRoute): string {
  if (route.path === '*') return '/404';
  return route.path.replace(/\/:[^/]+/g, '') || '/';
}

export const NOT_FOUND_ROUTE: PageRoute = page(
  '*',
  'Page Not Found',
  'The page you are looking for does not exist.',
  () => import('./not-found-page'),
  { noindex: true },
);
