/**
 * The product's own e-mails. They are seeded into email_templates (where admins may edit them) and
 * are also the built-in fallback: a missing or inactive stored template never stops a message.
 */
export interface TemplateDefinition {
  name: string;
  subject: string;
  htmlContent: string;
  textContent: string;
  description: string;
  variables: string[];
}

export const MAIL_TEMPLATES = {
  tourRequested: 'tour-requested',
  tourRequestedStaff: 'tour-requested-staff',
  bookingConfirmed: 'booking-confirmed',
  paymentReceipt: 'payment-receipt',
  subscriptionActivated: 'subscription-activated',
  bookingStatusChanged: 'booking-status-changed',
  contactAcknowledged: 'contact-acknowledged',
  contactStaffCopy: 'contact-staff-copy',
  jobApplicationReceived: 'job-application-received',
  newsletterWelcome: 'newsletter-welcome',
  testEmail: 'test-email',
} as const;

export type MailTemplateName = (typeof MAIL_TEMPLATES)[keyof typeof MAIL_TEMPLATES];

const SIGN_OFF_HTML = '<p>Karibu,<br>The Syokimau Coworking Hub team<br>EENS Business Park, Syokimau</p>';
const SIGN_OFF_TEXT = 'Karibu,\nThe Syokimau Coworking Hub team\nEENS Business Park, Syokimau';

export const DEFAULT_TEMPLATES: TemplateDefinition[] = [
  {
    name: MAIL_TEMPLATES.tourRequested,
    subject: 'We received your tour request for {{date}}',
    description: 'To a visitor who booked the free 30-minute Tour & Consultation',
    variables: ['firstName', 'date', 'time', 'notes'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Thank you for booking a free Tour &amp; Consultation on <strong>{{date}}</strong> at <strong>{{time}}</strong> (30 minutes). We'll contact you to confirm.</p>{{#if notes}}<p>Your notes: {{notes}}</p>{{/if}}${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nThank you for booking a free Tour & Consultation on {{date}} at {{time}} (30 minutes). We'll contact you to confirm.\n{{#if notes}}\nYour notes: {{notes}}\n{{/if}}\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.tourRequestedStaff,
    subject: 'New tour request: {{firstName}} {{lastName}} on {{date}} at {{time}}',
    description: 'To staff when a tour is requested',
    variables: ['firstName', 'lastName', 'email', 'phone', 'date', 'time', 'notes'],
    htmlContent:
      '<p>A tour was requested for <strong>{{date}}</strong> at <strong>{{time}}</strong>.</p><p>{{firstName}} {{lastName}}<br>{{email}}<br>{{phone}}</p>{{#if notes}}<p>Notes: {{notes}}</p>{{/if}}<p>Confirm it in the back-office.</p>',
    textContent:
      'A tour was requested for {{date}} at {{time}}.\n\n{{firstName}} {{lastName}}\n{{email}}\n{{phone}}\n{{#if notes}}\nNotes: {{notes}}\n{{/if}}\nConfirm it in the back-office.',
  },
  {
    name: MAIL_TEMPLATES.bookingConfirmed,
    subject: 'Booking confirmed: {{spaceTitle}} on {{date}}',
    description: 'To the customer when a booking is confirmed (with a calendar invitation)',
    variables: ['firstName', 'spaceTitle', 'date', 'time', 'duration', 'reference'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Your booking of <strong>{{spaceTitle}}</strong> is confirmed.</p><p>Date: {{date}}<br>Time: {{time}} (Nairobi time)<br>Duration: {{duration}}</p>{{#if reference}}<p>Reference: {{reference}}</p>{{/if}}<p>The attached invitation adds it to your calendar.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nYour booking of {{spaceTitle}} is confirmed.\n\nDate: {{date}}\nTime: {{time}} (Nairobi time)\nDuration: {{duration}}\n{{#if reference}}Reference: {{reference}}\n{{/if}}\nThe attached invitation adds it to your calendar.\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.paymentReceipt,
    subject: 'Payment received: KSh {{amount}}',
    description: 'Receipt after a verified payment',
    variables: ['firstName', 'amount', 'reference', 'description', 'paidAt'],
    htmlContent: `<p>Hi {{firstName}},</p><p>We received your payment of <strong>KSh {{amount}}</strong> for {{description}}.</p><p>Reference: {{reference}}<br>Paid: {{paidAt}}</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nWe received your payment of KSh {{amount}} for {{description}}.\n\nReference: {{reference}}\nPaid: {{paidAt}}\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.subscriptionActivated,
    subject: 'Welcome to {{membershipPlan}}',
    description: 'When a paid membership plan starts',
    variables: ['firstName', 'membershipPlan', 'startDate'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Your <strong>{{membershipPlan}}</strong> membership is active{{#if startDate}} from {{startDate}}{{/if}}. Welcome to the community!</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nYour {{membershipPlan}} membership is active{{#if startDate}} from {{startDate}}{{/if}}. Welcome to the community!\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.bookingStatusChanged,
    subject: 'Your booking on {{date}} is {{status}}',
    description: 'When staff confirm or cancel a booking',
    variables: ['firstName', 'spaceTitle', 'date', 'time', 'status', 'notes'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Your booking{{#if spaceTitle}} of {{spaceTitle}}{{/if}} on {{date}} at {{time}} is now <strong>{{status}}</strong>.</p>{{#if notes}}<p>{{notes}}</p>{{/if}}${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nYour booking{{#if spaceTitle}} of {{spaceTitle}}{{/if}} on {{date}} at {{time}} is now {{status}}.\n{{#if notes}}\n{{notes}}\n{{/if}}\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.contactAcknowledged,
    subject: 'We received your message: {{subject}}',
    description: 'To a visitor who used the contact form',
    variables: ['firstName', 'subject'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Thank you for writing to us about "{{subject}}". We reply within 24 hours.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nThank you for writing to us about "{{subject}}". We reply within 24 hours.\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.contactStaffCopy,
    subject: 'Contact form: {{subject}} from {{firstName}} {{lastName}}',
    description: 'To staff: a copy of a contact inquiry',
    variables: ['firstName', 'lastName', 'email', 'phone', 'subject', 'body'],
    htmlContent:
      '<p>{{firstName}} {{lastName}} ({{email}}{{#if phone}}, {{phone}}{{/if}}) wrote about <strong>{{subject}}</strong>:</p><blockquote>{{body}}</blockquote>',
    textContent:
      '{{firstName}} {{lastName}} ({{email}}{{#if phone}}, {{phone}}{{/if}}) wrote about {{subject}}:\n\n{{body}}',
  },
  {
    name: MAIL_TEMPLATES.jobApplicationReceived,
    subject: 'Your application for {{position}}',
    description: 'To a job applicant',
    variables: ['firstName', 'position'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Thank you for applying for the <strong>{{position}}</strong> position. We reply within a week.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nThank you for applying for the {{position}} position. We reply within a week.\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.newsletterWelcome,
    subject: 'Welcome to the Syokimau Coworking Hub newsletter',
    description: 'To a new newsletter subscriber',
    variables: [],
    htmlContent: `<p>Thank you for subscribing! You'll receive updates on events, new features, and community highlights.</p>${SIGN_OFF_HTML}`,
    textContent: `Thank you for subscribing! You'll receive updates on events, new features, and community highlights.\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.testEmail,
    subject: '{{subject}}',
    description: 'The hardcoded test e-mail of the Email Templates screen (never read from storage)',
    variables: ['subject', 'body'],
    htmlContent: '<div style="white-space: pre-wrap">{{body}}</div>',
    textContent: '{{body}}',
  },
];

export function builtInTemplate(name: string): TemplateDefinition | undefined {
  return DEFAULT_TEMPLATES.find((template) => template.name === name);
}
