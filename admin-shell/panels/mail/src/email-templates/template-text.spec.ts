import type { EmailTemplate } from 'admin-kit';
import {
  extractVariables,
  filterTemplates,
  renderPreview,
  TEMPLATE_NAME_PATTERN,
  variableChips,
} from './template-text';

const template = (name: string, subject: string, description: string | null): EmailTemplate => ({
  id: name,
  name,
  subject,
  description,
  htmlContent: '',
  textContent: null,
  variables: [],
  isActive: true,
  createdAt: '',
  updatedAt: '',
});

describe('email template search', () => {
  const templates = [
    template('booking-confirmed', 'Your booking is confirmed', 'Sent when staff confirm'),
    template('welcome', 'Karibu!', null),
  ];

  it('matches name, subject or description, ignoring case', () => {
    expect(filterTemplates(templates, 'BOOKING').map((t) => t.name)).toEqual(['booking-confirmed']);
    expect(filterTemplates(templates, 'karibu').map((t) => t.name)).toEqual(['welcome']);
    expect(filterTemplates(templates, 'staff').map((t) => t.name)).toEqual(['booking-confirmed']);
  });

  it('shows everything for an empty search', () => {
    expect(filterTemplates(templates, '  ')).toHaveLength(2);
  });
});

describe('template variables', () => {
  it('shows three tokens and counts the rest', () => {
    expect(variableChips(['firstName', 'date', 'time', 'duration', 'spaceTitle'])).toEqual({
      tokens: ['{{firstName}}', '{{date}}', '{{time}}'],
      more: '+2 more',
    });
    expect(variableChips(['firstName'])).toEqual({ tokens: ['{{firstName}}'], more: null });
  });

  it('lists the placeholders a template uses, once each, conditionals included', () => {
    expect(
      extractVariables(
        'Hi {{firstName}}',
        '{{#if membershipPlan}}Plan: {{membershipPlan}}{{else}}none{{/if}} {{ date }}',
      ),
    ).toEqual(['firstName', 'membershipPlan', 'date']);
  });
});

describe('template preview', () => {
  it('puts sample values in place of placeholders', () => {
    expect(renderPreview('Hi {{firstName}}, see you on {{date}}', { firstName: 'Wanjiku', date: 'Friday' })).toBe(
      'Hi Wanjiku, see you on Friday',
    );
  });

  it('keeps the branch of a conditional the samples choose', () => {
    const text = '{{#if membershipPlan}}Plan: {{membershipPlan}}{{else}}No plan{{/if}}';
    expect(renderPreview(text, { membershipPlan: 'Flexible' })).toBe('Plan: Flexible');
    expect(renderPreview(text, {})).toBe('No plan');
  });

  it('leaves unknown placeholders visible', () => {
    expect(renderPreview('Hello {{nickname}}', {})).toBe('Hello {{nickname}}');
  });
});

describe('template names', () => {
  it('are lowercase words joined by hyphens', () => {
    expect(TEMPLATE_NAME_PATTERN.test('booking-confirmed')).toBe(true);
    expect(TEMPLATE_NAME_PATTERN.test('Booking Confirmed')).toBe(false);
    expect(TEMPLATE_NAME_PATTERN.test('booking--confirmed')).toBe(false);
  });
});
