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

  it('renders each message with its own values from a template it compiled once, and an edit at once', () => {
    const first = renderTemplate(template, { firstName: 'Achieng' });
    const second = renderTemplate(template, { firstName: 'Baraka', notes: 'Late' });
    expect([first.subject, second.subject]).toEqual(['Booking for Achieng & co', 'Booking for Baraka & co']);
    expect(second.text).toBe('Hi Baraka\nNotes: Late');
    // The same text as plain text (subject) and as HTML is escaped only where it is HTML.
    const same = { subject: '{{name}}', htmlContent: '{{name}}', textContent: '{{name}}' };
    expect(renderTemplate(same, { name: 'A & B' })).toEqual({ subject: 'A & B', html: 'A &amp; B', text: 'A & B' });

    const edited = renderTemplate({ ...template, subject: 'Your booking, {{firstName}}' }, { firstName: 'Achieng' });
    expect(edited.subject).toBe('Your booking, Achieng');
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

  it('says how a refund went back: through Paystack in 7 to 14 business days, or handed back at the desk', () => {
    const refundProcessed = builtInTemplate(MAIL_TEMPLATES.refundProcessed)!;
    const common = { firstName: 'Achieng', amount: '3,000', reference: 'SCH-0A1B2C3D4E5F', reason: 'Cancelled' };
    const paystack = renderTemplate(refundProcessed, common);
    expect(paystack.subject).toBe('Your refund of KSh 3,000 is on its way');
    expect(paystack.text).toContain('within 7 to 14 business days');
    const desks: [string, string, string | null, string][] = [
      [
        'in cash',
        '4 December 2026',
        null,
        'We paid back KSh 3,000 of your payment SCH-0A1B2C3D4E5F in cash on 4 December 2026.',
      ],
      [
        'to your M-Pesa',
        '5 December 2026',
        'QGH4K2L9PZ',
        'We paid back KSh 3,000 of your payment SCH-0A1B2C3D4E5F to your M-Pesa on 5 December 2026 (reference QGH4K2L9PZ).',
      ],
    ];
    for (const [method, on, reference, sentence] of desks) {
      const desk = renderTemplate(refundProcessed, {
        ...common,
        handBackMethod: method,
        handedBackOn: on,
        handBackReference: reference,
      });
      expect(desk.subject).toBe('Your refund of KSh 3,000 has been paid back');
      expect(desk.text).toContain(sentence);
      expect(desk.html).toContain(sentence.replace('KSh 3,000', '<strong>KSh 3,000</strong>'));
      for (const part of [desk.text, desk.html]) expect(part).not.toContain('7 to 14');
    }
  });

  it.each([MAIL_TEMPLATES.bookingStatusChanged, MAIL_TEMPLATES.bookingCancelled])(
    'has %s promise a card refund only for money paid through Paystack',
    (name) => {
      const template = builtInTemplate(name)!;
      const values = { firstName: 'Achieng', spaceTitle: 'Boardroom', date: '2026-12-04', time: '10:00' };
      const card = renderTemplate(template, { ...values, refundAmount: '3,000', refundAtDesk: null });
      expect(card.text).toContain('We are refunding KSh 3,000 to the card or M-Pesa account you paid with.');
      const desk = renderTemplate(template, { ...values, refundAmount: '3,000', refundAtDesk: 'yes' });
      expect(desk.text).toContain('You paid at our front desk, so the front desk hands back KSh 3,000');
      for (const part of [desk.text, desk.html]) {
        expect(part).not.toContain('7 to 14');
        expect(part).not.toContain('card');
      }
      const none = renderTemplate(template, { ...values, refundAmount: null, refundAtDesk: null });
      expect(none.text).not.toContain('KSh');
    },
  );
});
