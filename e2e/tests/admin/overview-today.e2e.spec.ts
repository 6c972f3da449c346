import { addVenueDays, venueToday } from '@coworking/domain';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { bookTour, signIn, uniqueSuffix } from './admin-pages.js';

describe("the Overview's today", () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('shows a tour request under pending tours and opens Bookings filtered to pending tours', async () => {
    const firstName = `Tourist${uniqueSuffix()}`;
    // Tomorrow at opening: the soonest a tour can be, so it is among the first the card lists.
    await bookTour(firstName, `${firstName.toLowerCase()}@example.com`, {
      date: addVenueDays(venueToday(), 1),
      time: '09:00',
    });
    const page = await browser.newPage();
    await signIn(page);

    const tours = page.getByRole('region', { name: 'Pending Tours' });
    await tours.getByText(`${firstName} Tester`).waitFor();
    await tours.getByRole('link', { name: 'View pending tours' }).click();

    await page.getByRole('heading', { name: 'Booking Management', exact: true }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/admin/dashboard/bookings');
    expect(JSON.parse(url.searchParams.get('filter') ?? '{}')).toEqual({ status: 'pending', type: 'tour' });
    // Newest first: the tour just booked is on the first page of the filtered list.
    await page.getByTestId('booking-row').filter({ hasText: firstName }).first().waitFor();
  });
});
