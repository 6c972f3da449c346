import {
  APPLICATION_PAGE_BUDGET_KB,
  CONTENT_PAGE_BUDGET_KB,
  JAVASCRIPT_BUDGETS_KB,
  STOREFRONT_ROUTE_PATTERNS,
} from '@coworking/domain';
import { PAGE_ROUTES } from './routes';

describe('JavaScript budgets', () => {
  it('gives every page of the route table, and the page not found, a budget', () => {
    expect(Object.keys(JAVASCRIPT_BUDGETS_KB).sort()).toEqual([...STOREFRONT_ROUTE_PATTERNS].sort());
    for (const route of PAGE_ROUTES) expect(JAVASCRIPT_BUDGETS_KB).toHaveProperty([route.path]);
  });

  it('allows 120 KB on the booking, spaces, member portal and manage pages, 90 KB on every other', () => {
    const applications = Object.entries(JAVASCRIPT_BUDGETS_KB)
      .filter(([, budget]) => budget === APPLICATION_PAGE_BUDGET_KB)
      .map(([path]) => path)
      .sort();
    expect(applications).toEqual(['/booking', '/bookings/manage/:token', '/member-portal', '/spaces']);
    expect(
      Object.values(JAVASCRIPT_BUDGETS_KB).every(
        (budget) => budget === CONTENT_PAGE_BUDGET_KB || budget === APPLICATION_PAGE_BUDGET_KB,
      ),
    ).toBe(true);
    expect(CONTENT_PAGE_BUDGET_KB).toBe(90);
    expect(APPLICATION_PAGE_BUDGET_KB).toBe(120);
  });
});
