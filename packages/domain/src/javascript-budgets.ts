import { type StorefrontRoutePattern } from './web-vitals.js';

/**
 * The most JavaScript (gzip, kilobytes of 1,024 bytes) a phone may fetch for a page before the visitor first touches
 * it: everything Chromium loads until the page has loaded and the network is idle. Content pages get 90 KB; the pages
 * that are applications (live availability and prices, the member portal signed in or out, a manage link) get 120 KB,
 * and what they show on a press (calendars, checkout, dialogs, tabs) loads on first use.
 *
 * One table for the benchmark (bench/benchmarks/storefront-bundles.ts) and the browser check that fails the build
 * when a page is over (e2e/tests/storefront/javascript-budgets.e2e.spec.ts). Typed by the route patterns, so a new
 * page cannot go without a budget.
 */
export const CONTENT_PAGE_BUDGET_KB = 90;
export const APPLICATION_PAGE_BUDGET_KB = 120;

export const JAVASCRIPT_BUDGETS_KB: Readonly<Record<StorefrontRoutePattern, number>> = {
  '/': CONTENT_PAGE_BUDGET_KB,
  '/about': CONTENT_PAGE_BUDGET_KB,
  '/spaces': APPLICATION_PAGE_BUDGET_KB,
  '/membership': CONTENT_PAGE_BUDGET_KB,
  '/booking': APPLICATION_PAGE_BUDGET_KB,
  '/community': CONTENT_PAGE_BUDGET_KB,
  '/events': CONTENT_PAGE_BUDGET_KB,
  '/blog': CONTENT_PAGE_BUDGET_KB,
  '/blog/:slug': CONTENT_PAGE_BUDGET_KB,
  '/contact': CONTENT_PAGE_BUDGET_KB,
  '/careers': CONTENT_PAGE_BUDGET_KB,
  '/faq': CONTENT_PAGE_BUDGET_KB,
  '/privacy': CONTENT_PAGE_BUDGET_KB,
  '/privacy/request': CONTENT_PAGE_BUDGET_KB,
  '/terms': CONTENT_PAGE_BUDGET_KB,
  // Signed out (the sign-in form) and signed in (the overview): both are held to this.
  '/member-portal': APPLICATION_PAGE_BUDGET_KB,
  '/user-portal': CONTENT_PAGE_BUDGET_KB,
  '/checkout/complete': CONTENT_PAGE_BUDGET_KB,
  '/bookings/manage/:token': APPLICATION_PAGE_BUDGET_KB,
  '*': CONTENT_PAGE_BUDGET_KB,
};
