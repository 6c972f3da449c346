import { addVenueDays, venueToday } from '@coworking/domain';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { productUnderTest } from '../../support/environment.js';
import { visit } from '../../support/storefront.js';
import { expectToast, openTab, signIn, uniqueSuffix } from './admin-pages.js';

// A 1×1 PNG: enough for the upload to be checked, resized and shown.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function raw(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${productUnderTest().baseUrl}${path}`);
  return { status: response.status, text: await response.text() };
}

describe('staff publish events and posts, and the site shows them without a rebuild', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('adds an event with a picture and publishes a post; both are on the events, blog and post pages and the sitemap', async () => {
    const suffix = uniqueSuffix();
    const eventTitle = `Founders Breakfast ${suffix}`;
    const postTitle = `Launch Notes ${suffix}`;
    const slug = `launch-notes-${suffix}`;
    const admin = await browser.newPage();
    await signIn(admin);

    await openTab(admin, 'Events', 'Event Management');
    await admin.getByRole('button', { name: 'Add Event' }).click();
    const eventDialog = admin.getByRole('dialog', { name: 'Add Event' });
    await eventDialog.getByLabel('Title').fill(eventTitle);
    await eventDialog.getByLabel('Description').fill('Coffee, mandazi and five-minute introductions.');
    await eventDialog.getByLabel('Date').fill(addVenueDays(venueToday(), 12));
    await eventDialog.getByLabel('Time').fill('08:00 - 09:30');
    await eventDialog.getByLabel('Price (KES)').fill('500');
    await eventDialog
      .getByLabel('Event picture file')
      .setInputFiles({ name: 'breakfast.png', mimeType: 'image/png', buffer: PICTURE });
    await eventDialog.getByRole('img', { name: 'Event picture preview' }).waitFor();
    await eventDialog.getByRole('button', { name: 'Create Event' }).click();
    await expectToast(admin, 'Event created successfully');
    await admin.getByTestId('event-row').filter({ hasText: eventTitle }).waitFor();

    await openTab(admin, 'Content', 'Content Management');
    await admin.getByRole('button', { name: 'Add Content' }).click();
    const postDialog = admin.getByRole('dialog', { name: 'New Post' });
    await postDialog.getByLabel('Title').fill(postTitle);
    await postDialog.getByLabel('Author').fill('Wanjiru Kamau');
    await postDialog
      .getByLabel('Body (Markdown)')
      .fill('We opened a **second hall**.\n\n## What changes\n\n- More seats\n- <script>alert(1)</script>');
    await postDialog.getByRole('button', { name: 'Create Post' }).click();
    await expectToast(admin, 'Post created successfully');
    const row = admin.getByTestId('post-row').filter({ hasText: postTitle });
    await row.getByText('Draft').waitFor();
    // A draft is nowhere on the site.
    expect((await raw(`/blog/${slug}`)).status).toBe(404);
    await row.getByRole('button', { name: `Publish ${postTitle}` }).click();
    await expectToast(admin, 'Post published');
    await row.getByText('Published').waitFor();

    // The site, as a visitor and as a crawler sees it: no rebuild happened in between.
    const site = await browser.newPage();
    const hydrationErrors: string[] = [];
    site.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()))
        hydrationErrors.push(message.text());
    });
    await visit(site, '/events');
    const card = site.locator('article').filter({ hasText: eventTitle });
    await card.waitFor();
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/api\/media\/images\/.+-small\.webp$/);
    expect((await raw('/events')).text).toContain(eventTitle);

    await visit(site, '/blog');
    await site.getByRole('heading', { name: postTitle }).waitFor();
    await site
      .getByRole('link', { name: /^Read Article/ })
      .filter({ hasText: postTitle })
      .click();
    await site.waitForURL(new RegExp(`/blog/${slug}$`));
    await site.getByRole('heading', { level: 1, name: postTitle }).waitFor();
    await site.locator('strong', { hasText: 'second hall' }).waitFor();
    // Raw HTML in the Markdown is shown as text, never run.
    await site.getByRole('listitem').filter({ hasText: '<script>alert(1)</script>' }).waitFor();

    const page = await raw(`/blog/${slug}`);
    expect(page.status).toBe(200);
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(head).toContain(`<title>${postTitle} | Syokimau Coworking Hub</title>`);
    expect(head).toContain('<meta property="og:type" content="article"/>');
    expect(head).toMatch(/<meta name="description" content="We opened a second hall\./);
    await visit(site, `/blog/${slug}`);
    await site.getByRole('heading', { level: 1, name: postTitle }).waitFor();
    expect(hydrationErrors).toEqual([]);

    expect((await raw('/sitemap.xml')).text).toContain(`/blog/${slug}</loc>`);
  });
});
