import { browserForSpec, visit } from './storefront-pages.js';

// The contact form's code (react-hook-form, zod) loads on first use over its prerendered HTML. A visitor who types and
// sends before it arrives loses nothing: the browser does not send the form itself, and the form, once live, keeps
// what was typed and answers the press of its button.
describe('a form whose code loads on first use', () => {
  const browser = browserForSpec();

  it('keeps what was typed before its code came and answers the Send pressed meanwhile', async () => {
    const page = await browser().newPage();
    const formCode = /\/assets\/contact-form-[\w-]+\.js$/;
    // The form's code takes a while on a slow phone: hold it back until the visitor has typed and pressed Send.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    page.on('request', (request) => formCode.test(request.url()) && asked.push(request.url()));
    await page.route(formCode, async (route) => {
      await held;
      await route.continue();
    });

    await visit(page, '/contact');
    expect(asked).toEqual([]);
    const form = page.getByRole('form', { name: 'Contact form' });
    const formCodeAsked = page.waitForRequest(formCode);
    await form.getByLabel('First Name').fill('Achieng');
    await formCodeAsked;
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(new URL(page.url()).search).toBe('');

    release();
    await form.getByText('Last name is required').waitFor();
    expect(await form.getByLabel('First Name').inputValue()).toBe('Achieng');
    expect(await form.getByText('First name is required').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/contact');
  });
});
