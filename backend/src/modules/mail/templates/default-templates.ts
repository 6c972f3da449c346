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
  bookingCancelled: 'booking-cancelled',
  refundProcessed: 'refund-processed',
  paymentNotDelivered: 'payment-not-delivered',
  paymentAttentionStaff: 'payment-attention-staff',
} as const;

export type MailTemplateName = (typeof MAIL_TEMPLATES)[keyof typeof MAIL_TEMPLATES];

import { SIGN_OFF_HTML, SIGN_OFF_TEXT } from './sign-off.js';

export const DEFAULT_TEMPLATES: TemplateDefinition[] = [
  {
    name: MAIL_TEMPLATES.tourRequested,
    subject: 'We received your tour request for {{date}}',
    description: 'To a visitor who booked the free 30-minute Tour & Consultation (with the link to cancel it)',
    variables: ['firstName', 'date', 'time', 'notes', 'manageUrl'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Thank you for booking a free Tour &amp; Consultation on <strong>{{date}}</strong> at <strong>{{time}}</strong> (30 minutes). We'll contact you to confirm.</p>{{#if notes}}<p>Your notes: {{notes}}</p>{{/if}}{{#if manageUrl}}<p>Plans changed? <a href="{{manageUrl}}">View or cancel your tour</a> any time before it starts.</p>{{/if}}${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nThank you for booking a free Tour & Consultation on {{date}} at {{time}} (30 minutes). We'll contact you to confirm.\n{{#if notes}}\nYour notes: {{notes}}\n{{/if}}{{#if manageUrl}}\nPlans changed? View or cancel your tour any time before it starts: {{manageUrl}}\n{{/if}}\n${SIGN_OFF_TEXT}`,
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
    description:
      'To the customer when a booking is confirmed (with a calendar invitation, the manage link and the cancellation deadline)',
    variables: [
      'firstName',
      'spaceTitle',
      'date',
      'time',
      'duration',
      'reference',
      'manageUrl',
      'cancellationPolicy',
      'cancelUntil',
    ],
    htmlContent: `<p>Hi {{firstName}},</p><p>Your booking of <strong>{{spaceTitle}}</strong> is confirmed.</p><p>Date: {{date}}<br>Time: {{time}} (Nairobi time)<br>Duration: {{duration}}</p>{{#if reference}}<p>Reference: {{reference}}</p>{{/if}}<p>The attached invitation adds it to your calendar.</p>{{#if cancelUntil}}<p>{{cancellationPolicy}} You can cancel until <strong>{{cancelUntil}}</strong>.</p>{{/if}}{{#if manageUrl}}<p><a href="{{manageUrl}}">View, download your receipt or cancel your booking</a></p>{{/if}}${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nYour booking of {{spaceTitle}} is confirmed.\n\nDate: {{date}}\nTime: {{time}} (Nairobi time)\nDuration: {{duration}}\n{{#if reference}}Reference: {{reference}}\n{{/if}}\nThe attached invitation adds it to your calendar.\n{{#if cancelUntil}}\n{{cancellationPolicy}} You can cancel until {{cancelUntil}}.\n{{/if}}{{#if manageUrl}}\nView, download your receipt or cancel your booking: {{manageUrl}}\n{{/if}}\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.paymentReceipt,
    subject: 'Payment received: KSh {{amount}}{{#if receiptNumber}} (receipt {{receiptNumber}}){{/if}}',
    description: 'Receipt after a verified payment (the numbered receipt is attached as a PDF)',
    variables: ['firstName', 'amount', 'reference', 'description', 'paidAt', 'receiptNumber'],
    htmlContent: `<p>Hi {{firstName}},</p><p>We received your payment of <strong>KSh {{amount}}</strong> for {{description}}.</p><p>{{#if receiptNumber}}Receipt: {{receiptNumber}} (attached)<br>{{/if}}Reference: {{reference}}<br>Paid: {{paidAt}}</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nWe received your payment of KSh {{amount}} for {{description}}.\n\n{{#if receiptNumber}}Receipt: {{receiptNumber}} (attached)\n{{/if}}Reference: {{reference}}\nPaid: {{paidAt}}\n\n${SIGN_OFF_TEXT}`,
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
    description: 'When staff confirm or cancel a booking (with the refund, when one is made)',
    variables: ['firstName', 'spaceTitle', 'date', 'time', 'status', 'notes', 'refundAmount'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Your booking{{#if spaceTitle}} of {{spaceTitle}}{{/if}} on {{date}} at {{time}} is now <strong>{{status}}</strong>.</p>{{#if notes}}<p>{{notes}}</p>{{/if}}{{#if refundAmount}}<p>We are refunding <strong>KSh {{refundAmount}}</strong> to the card or M-Pesa account you paid with. Refunds arrive within 7 to 14 business days; we will e-mail you when it is on its way.</p>{{/if}}${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nYour booking{{#if spaceTitle}} of {{spaceTitle}}{{/if}} on {{date}} at {{time}} is now {{status}}.\n{{#if notes}}\n{{notes}}\n{{/if}}{{#if refundAmount}}\nWe are refunding KSh {{refundAmount}} to the card or M-Pesa account you paid with. Refunds arrive within 7 to 14 business days; we will e-mail you when it is on its way.\n{{/if}}\n${SIGN_OFF_TEXT}`,
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
  {
    name: MAIL_TEMPLATES.bookingCancelled,
    subject: 'Your booking {{reference}} is cancelled',
    description: 'To a customer who cancelled a booking from its manage link (with the refund, when one is made)',
    variables: ['firstName', 'spaceTitle', 'date', 'time', 'reference', 'refundAmount'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Your booking of <strong>{{spaceTitle}}</strong> on {{date}} ({{time}}) is cancelled, as you asked.</p>{{#if refundAmount}}<p>We are refunding <strong>KSh {{refundAmount}}</strong> to the card or M-Pesa account you paid with. Refunds arrive within 7 to 14 business days; we will e-mail you when it is on its way.</p>{{/if}}<p>Reference: {{reference}}</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nYour booking of {{spaceTitle}} on {{date}} ({{time}}) is cancelled, as you asked.\n{{#if refundAmount}}\nWe are refunding KSh {{refundAmount}} to the card or M-Pesa account you paid with. Refunds arrive within 7 to 14 business days; we will e-mail you when it is on its way.\n{{/if}}\nReference: {{reference}}\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.refundProcessed,
    subject: 'Your refund of KSh {{amount}} is on its way',
    description: 'To the customer when Paystack has paid a refund out (the credit note is attached as a PDF)',
    variables: ['firstName', 'amount', 'reference', 'creditNoteNumber', 'reason'],
    htmlContent: `<p>Hi {{firstName}},</p><p>We have refunded <strong>KSh {{amount}}</strong> of your payment {{reference}}. Depending on your bank or M-Pesa it shows on your statement within 7 to 14 business days.</p>{{#if reason}}<p>Reason: {{reason}}</p>{{/if}}{{#if creditNoteNumber}}<p>Credit note: {{creditNoteNumber}} (attached)</p>{{/if}}${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nWe have refunded KSh {{amount}} of your payment {{reference}}. Depending on your bank or M-Pesa it shows on your statement within 7 to 14 business days.\n{{#if reason}}\nReason: {{reason}}\n{{/if}}{{#if creditNoteNumber}}\nCredit note: {{creditNoteNumber}} (attached)\n{{/if}}\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.paymentNotDelivered,
    subject: 'About your payment {{reference}}: KSh {{refundAmount}} is being refunded',
    description:
      'To a customer whose payment could not be (fully) delivered: it arrived after the slot was sold, or paid twice',
    variables: ['firstName', 'what', 'reason', 'amount', 'refundAmount', 'reference', 'bookAgainUrl'],
    htmlContent: `<p>Hi {{firstName}},</p><p>We received your payment of KSh {{amount}} for {{what}}, but {{reason}}</p><p>We are refunding <strong>KSh {{refundAmount}}</strong> to the card or M-Pesa account you paid with; it arrives within 7 to 14 business days and we will e-mail you when it is on its way. We are sorry for the trouble.</p>{{#if bookAgainUrl}}<p><a href="{{bookAgainUrl}}">Choose another time</a></p>{{/if}}<p>Reference: {{reference}}</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nWe received your payment of KSh {{amount}} for {{what}}, but {{reason}}\n\nWe are refunding KSh {{refundAmount}} to the card or M-Pesa account you paid with; it arrives within 7 to 14 business days and we will e-mail you when it is on its way. We are sorry for the trouble.\n{{#if bookAgainUrl}}\nChoose another time: {{bookAgainUrl}}\n{{/if}}\nReference: {{reference}}\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.paymentAttentionStaff,
    subject: 'Payment {{reference}}: {{headline}}',
    description:
      'To staff when money needs a look: a late or duplicate payment refunded automatically, or a refund that failed',
    variables: ['headline', 'details', 'reference', 'email', 'amount'],
    htmlContent:
      '<p><strong>{{headline}}</strong></p><p>{{details}}</p><p>Payment {{reference}} of KSh {{amount}} by {{email}}. Open it in the back-office under Payments.</p>',
    textContent:
      '{{headline}}\n\n{{details}}\n\nPayment {{reference}} of KSh {{amount}} by {{email}}. Open it in the back-office under Payments.',
  },
];

export function builtInTemplate(name: string): TemplateDefinition | undefined {
  return DEFAULT_TEMPLATES.find((template) => template.name === name);
}
