import { browserForSpec, mainHeading, visit } from './storefront-pages.js';

// Demo content (backend/src/database/seeders/demo-content.ts).
const MPESA_WORKSHOP = 'M-Pesa Integration Workshop for Small Businesses';
const FOUNDERS_MIXER = 'Mombasa Road Founders Mixer';
const NYAMA_CHOMA = 'End-of-Year Members Nyama Choma';
const GAME_NIGHT = 'Game Night & Pizza';
const FEATURED_POSTS = [
  'Why Syokimau Is Becoming Nairobi’s Next Business Hub',
  'From Side Hustle to Registered Business: A Kenyan Founder’s Checklist',
  '7 Habits of Productive Remote Workers in Nairobi',
];
const DRAFT_POST = 'Our 2027 Community Calendar: What to Expect';

describe('storefront lists and search', () => {
  const browser = browserForSpec();

  it('events: category filter, search, the empty state and clearing the filters', async () => {
    const page = await browser().newPage();
    await visit(page, '/events');
    const card = (title: string) =>
      page.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await card(MPESA_WORKSHOP).waitFor();
    expect(await card(MPESA_WORKSHOP).innerText()).toContain('KSh 1,000');
    expect(await card(MPESA_WORKSHOP).innerText()).toContain('10:00 - 13:00 EAT (Nairobi time)');
    expect(await card(FOUNDERS_MIXER).innerText()).toContain('Free');

    const category = page.getByLabel('Event category');
    // The list's code loads on first use: the choice made meanwhile is applied once it is in.
    await category.selectOption('social');
    await card(MPESA_WORKSHOP).waitFor({ state: 'detached' });
    await card(NYAMA_CHOMA).waitFor();
    await card(GAME_NIGHT).waitFor();

    const search = page.getByRole('searchbox', { name: 'Search events' });
    await search.fill('pizza');
    await card(NYAMA_CHOMA).waitFor({ state: 'detached' });
    await card(GAME_NIGHT).waitFor();

    await search.fill('no event is called this');
    await page.getByRole('heading', { name: 'No Events Found' }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await card(MPESA_WORKSHOP).waitFor();
    expect(await search.inputValue()).toBe('');
    expect(await category.inputValue()).toBe('all');
  });

  it('events: Host an Event goes to contact (registering has its own spec)', async () => {
    const page = await browser().newPage();
    await visit(page, '/events');
    expect(await page.getByRole('link', { name: 'Host an Event' }).getAttribute('href')).toMatch(/^\/contact/);
  });

  it('community shows at most three featured events', async () => {
    const page = await browser().newPage();
    await visit(page, '/community');
    const featured = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Featured Events', level: 2 }) });
    // Far down the page, the featured events are read as they are about to come into view.
    await featured.scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: MPESA_WORKSHOP }).waitFor();
    expect(await featured.locator('article').count()).toBe(3);
  });

  it('blog: featured and latest articles, drafts hidden, filters and the empty state, reading an article', async () => {
    const page = await browser().newPage();
    await visit(page, '/blog');
    await page.getByRole('heading', { name: 'Featured Articles' }).waitFor();
    for (const title of FEATURED_POSTS) await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('heading', { name: 'Latest Articles' }).waitFor();
    expect(await page.getByText(DRAFT_POST).count()).toBe(0);

    // The list's code loads on first use: the choice made meanwhile is applied once it is in.
    await page.getByLabel('Article category').selectOption('Remote Work');
    await page.getByRole('heading', { name: FEATURED_POSTS[0] }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Hybrid Teams: Making Two Office Days a Week Count' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search articles' }).fill('nothing matches this phrase');
    await page.getByRole('heading', { name: 'No Articles Found' }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await page.getByRole('heading', { name: FEATURED_POSTS[0] }).waitFor();

    expect(await page.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/#newsletter');

    // Each article has its own page, reached from its card.
    await page
      .getByRole('link', { name: /^Read Article/ })
      .filter({ hasText: FEATURED_POSTS[0] })
      .click();
    await page.waitForURL(/\/blog\/why-syokimau-is-becoming-nairobis-next-business-hub$/);
    await page.getByRole('heading', { level: 1, name: FEATURED_POSTS[0] }).waitFor();
    await page.getByText('it may be time to look south').waitFor();
    await page.getByRole('link', { name: 'All Articles' }).click();
    await page.getByRole('heading', { name: 'Featured Articles' }).waitFor();
  });

  it('FAQ: search opens the matching answers; no match shows the empty state', async () => {
    const page = await browser().newPage();
    await visit(page, '/faq');
    const question = page.getByRole('button', { name: 'Is there parking?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    // The questions' code loads on first use: a press meanwhile opens the answer once it is in.
    await question.click();
    await page.getByText('KSh 3,000 per month').waitFor();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await question.click();
    await page.getByText('KSh 3,000 per month').waitFor({ state: 'hidden' });

    const search = page.getByRole('searchbox', { name: 'Search questions' });
    await search.fill('m-pesa');
    await page.getByText('We accept M-Pesa, bank transfer and debit or credit cards').waitFor();
    expect(await page.getByRole('button', { name: 'Is there parking?' }).count()).toBe(0);

    await search.fill('helicopter landing pad');
    await page.getByRole('heading', { name: 'No Matching Questions Found' }).waitFor();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await page.getByRole('button', { name: 'Is there parking?' }).waitFor();
    expect(await mainHeading(page).innerText()).toBe('Frequently Asked Questions');
  });
});
