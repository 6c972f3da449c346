import { builtInTemplate, DEFAULT_TEMPLATES, MAIL_TEMPLATES } from './default-templates.js';
import { placeholdersOf, renderTemplate, templateSyntaxError } from './template-renderer.js';

describe('rendering e-mail templates', () => {
  const template = {
    subject: 'Booking for {{firstName}} & co',
    htmlContent: '<p>Hi {{firstName}}</p>{{#if notes}}<p>Notes: {{notes}}</p>{{/if}}',
    textContent: 'Hi {{firstName}}\n{{#if notes}}Notes: {{notes}}{{/if}}',
  };

  it('fills placeholders and keeps an {{#if}} block when its value is present', () => {
    const message = renderTemplate(template, { firstName: 'Achieng', notes: 'Bring a projector' });
    expect(message).toEqual({
      subject: 'Booking for Achieng & co',
      html: '<p>Hi Achieng</p><p>Notes: Bring a projector</p>',
      text: 'Hi Achieng\nNotes: Bring a projector',
    });
  });

  it('drops the {{#if}} block when its value is missing or empty', () => {
    expect(renderTemplate(template, { firstName: 'Achieng', notes: '' }).html).toBe('<p>Hi Achieng</p>');
    expect(renderTemplate(template, { firstName: 'Achieng' }).text).toBe('Hi Achieng\n');
  });

  it('escapes values in the HTML part only', () => {
    const message = renderTemplate(template, { firstName: '<script>alert("x")</script>', notes: 'a & b' });
    expect(message.html).toBe('<p>Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p><p>Notes: a &amp; b</p>');
    expect(message.text).toContain('<script>alert("x")</script>');
    expect(message.subject).toBe('Booking for <script>alert("x")</script> & co');
  });

  it('makes a text part from the HTML when the template has none', () => {
    const message = renderTemplate(
      { subject: 'S', htmlContent: '<h1>Karibu</h1><p>Hi {{firstName}}</p>', textContent: null },
      { firstName: 'Baraka' },
    );
    expect(message.text).toContain('KARIBU');
    expect(message.text).toContain('Hi Baraka');
  });

  it('lists the placeholders a template uses', () => {
    expect(placeholdersOf(template.subject, template.htmlContent)).toEqual(['firstName', 'notes']);
  });

  it('reports broken template syntax instead of failing at send time', () => {
    expect(templateSyntaxError('Hi {{#if firstName}}there')).toMatch(/./);
    expect(templateSyntaxError('Hi {{firstName}}')).toBeNull();
  });

  it('has a valid built-in template for every transactional e-mail', () => {
    for (const name of Object.values(MAIL_TEMPLATES)) {
      const definition = builtInTemplate(name);
      expect(definition).toBeDefined();
      for (const source of [definition!.subject, definition!.htmlContent, definition!.textContent])
        expect(templateSyntaxError(source)).toBeNull();
      expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(DEFAULT_TEMPLATES).toHaveLength(Object.values(MAIL_TEMPLATES).length);
  });
});
