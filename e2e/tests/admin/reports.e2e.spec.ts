import { venueToday } from '@coworking/domain';
import { signInAdminApi } from '../../support/admin-api.js';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { futureWeekday } from '../../support/storefront.js';
import { bookTour, openTab, signIn, uniqueSuffix } from './admin-pages.js';

describe('the Reports tab', () => {
  let browser: BrowserSession;
  const roomName = `Report Room ${uniqueSuffix()}`;
  const bookedDate = futureWeekday(3);

  beforeAll(async () => {
    browser = await openBrowser();
    // The demo content has no money and no bookings: a walk-in paid in cash for 10:00–12:00 in one of the room's
    // two units, and a tour request, give the reports something to show.
    const admin = await signInAdminApi();
    const room = await admin.request<{ id: string }>('POST', '/api/admin/spaces', {
      name: roomName,
      type: 'meeting-room',
      rate: '1500',
      billingCycle: 'hourly',
      capacity: 4,
      availabilityCapacity: 2,
    });
    const visitor = `Reports${uniqueSuffix()}`;
    await admin.request('POST', '/api/admin/bookings', {
      spaceId: room.id,
      dates: [bookedDate],
      slots: ['10:00'],
      firstName: visitor,
      lastName: 'Wanjiru',
      email: `${visitor.toLowerCase()}@example.com`,
      paymentKind: 'cash',
    });
    await bookTour(`Tour${uniqueSuffix()}`, `tour-${uniqueSuffix()}@example.com`, {
      date: futureWeekday(2),
      time: '11:00',
    });
  });
  afterAll(() => browser.close());

  it('shows the range’s occupancy, revenue and tours as charts, each with its figures and CSV', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Reports', 'Reports');
    const filters = page.getByRole('search', { name: 'Report filters' });
    const from = venueToday();
    await filters.getByLabel('From').fill(from);
    await filters.getByLabel('To').fill(bookedDate);
    const space = filters.getByRole('combobox', { name: 'Space', exact: true });
    await space.click();
    await page.getByRole('option', { name: roomName, exact: true }).click();
    // The filters as the reports read them: a failure below then names what the page showed, not only a timeout.
    await filters.getByRole('combobox', { name: 'Space', exact: true }).filter({ hasText: roomName }).waitFor();
    expect([await filters.getByLabel('From').inputValue(), await filters.getByLabel('To').inputValue()]).toEqual([
      from,
      bookedDate,
    ]);

    const occupancy = page.getByRole('region', { name: 'Occupancy by hour' });
    await occupancy
      .getByText(/^2 bookable units, .* Busiest: .* at 10:00, 50%\.$/)
      .waitFor()
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\nThe section showed: ${await occupancy.innerText()}`);
      });
    expect(await occupancy.getByTestId('report-chart').locator('svg rect').count()).toBeGreaterThan(0);

    const revenue = page.getByRole('region', { name: 'Revenue by purpose' });
    await revenue.getByText('KES 3,000 received from 1 payment: bookings KES 3,000', { exact: false }).waitFor();
    expect(await revenue.getByTestId('report-chart').locator('svg rect').count()).toBeGreaterThan(0);
    await revenue.getByRole('button', { name: 'Show the figures as a table' }).click();
    await revenue.getByRole('table').getByRole('cell', { name: 'KES 3,000' }).first().waitFor();

    const byChannel = page.getByRole('region', { name: 'Revenue by channel' });
    const csvLink = byChannel.getByRole('link', { name: 'Download CSV: Revenue by channel' });
    const csv = await page.request.get((await csvLink.getAttribute('href')) ?? '');
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toMatch(
      /^\uFEFF?Period,Payments,Total \(KES\),.*\r\n(.*\r\n)*.*,1,3000,3000,0,0,0,0,3000,0,0\r?\n?/,
    );

    const tours = page.getByRole('region', { name: 'Tour-to-member conversion' });
    await tours.getByText(/^\d+ tours?, \d+ of the visitors became members/).waitFor();
  });
});
