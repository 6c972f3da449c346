/**
 * The built-in versions of templates that a release has since changed. A stored template still equal to one of these
 * was never edited by staff, so the seeder brings it up to date; an edited one is left as staff wrote it.
 */
import { SIGN_OFF_HTML, SIGN_OFF_TEXT } from './sign-off.js';

export interface TemplateVersion {
  subject: string;
  htmlContent: string;
  textContent: string;
}

export const SUPERSEDED_DEFAULTS: Record<string, TemplateVersion[]> = {
  'tour-requested': [
    {
      subject: 'We received your tour request for {{date}}',
      htmlContent: `<p>Hi {{firstName}},</p><p>Thank you for booking a free Tour &amp; Consultation on <strong>{{date}}</strong> at <strong>{{time}}</strong> (30 minutes). We'll contact you to confirm.</p>{{#if notes}}<p>Your notes: {{notes}}</p>{{/if}}${SIGN_OFF_HTML}`,
      textContent: `Hi {{firstName}},\n\nThank you for booking a free Tour & Consultation on {{date}} at {{time}} (30 minutes). We'll contact you to confirm.\n{{#if notes}}\nYour notes: {{notes}}\n{{/if}}\n${SIGN_OFF_TEXT}`,
    },
    {
      // Echoed the visitor's notes back to the address they typed: a stranger's text, sent from the business.
      subject: 'We received your tour request for {{date}}',
      htmlContent: `<p>Hi {{firstName}},</p><p>Thank you for booking a free Tour &amp; Consultation on <strong>{{date}}</strong> at <strong>{{time}}</strong> (30 minutes). We'll contact you to confirm.</p>{{#if notes}}<p>Your notes: {{notes}}</p>{{/if}}{{#if manageUrl}}<p>Plans changed? <a href="{{manageUrl}}">View or cancel your tour</a> any time before it starts.</p>{{/if}}${SIGN_OFF_HTML}`,
      textContent: `Hi {{firstName}},\n\nThank you for booking a free Tour & Consultation on {{date}} at {{time}} (30 minutes). We'll contact you to confirm.\n{{#if notes}}\nYour notes: {{notes}}\n{{/if}}{{#if manageUrl}}\nPlans changed? View or cancel your tour any time before it starts: {{manageUrl}}\n{{/if}}\n${SIGN_OFF_TEXT}`,
    },
  ],
  'booking-confirmed': [
    {
      subject: 'Booking confirmed: {{spaceTitle}} on {{date}}',
      htmlContent: `<p>Hi {{firstName}},</p><p>Your booking of <strong>{{spaceTitle}}</strong> is confirmed.</p><p>Date: {{date}}<br>Time: {{time}} (Nairobi time)<br>Duration: {{duration}}</p>{{#if reference}}<p>Reference: {{reference}}</p>{{/if}}<p>The attached invitation adds it to your calendar.</p>${SIGN_OFF_HTML}`,
      textContent: `Hi {{firstName}},\n\nYour booking of {{spaceTitle}} is confirmed.\n\nDate: {{date}}\nTime: {{time}} (Nairobi time)\nDuration: {{duration}}\n{{#if reference}}Reference: {{reference}}\n{{/if}}\nThe attached invitation adds it to your calendar.\n\n${SIGN_OFF_TEXT}`,
    },
    {
      // Had no check-in code: the front desk could not check the customer in by code or QR.
      subject: 'Booking confirmed: {{spaceTitle}} on {{date}}',
      htmlContent: `<p>Hi {{firstName}},</p><p>Your booking of <strong>{{spaceTitle}}</strong> is confirmed.</p><p>Date: {{date}}<br>Time: {{time}} (Nairobi time)<br>Duration: {{duration}}</p>{{#if reference}}<p>Reference: {{reference}}</p>{{/if}}<p>The attached invitation adds it to your calendar.</p>{{#if cancelUntil}}<p>{{cancellationPolicy}} You can cancel until <strong>{{cancelUntil}}</strong>.</p>{{/if}}{{#if manageUrl}}<p><a href="{{manageUrl}}">View, download your receipt or cancel your booking</a></p>{{/if}}${SIGN_OFF_HTML}`,
      textContent: `Hi {{firstName}},\n\nYour booking of {{spaceTitle}} is confirmed.\n\nDate: {{date}}\nTime: {{time}} (Nairobi time)\nDuration: {{duration}}\n{{#if reference}}Reference: {{reference}}\n{{/if}}\nThe attached invitation adds it to your calendar.\n{{#if cancelUntil}}\n{{cancellationPolicy}} You can cancel until {{cancelUntil}}.\n{{/if}}{{#if manageUrl}}\nView, download your receipt or cancel your booking: {{manageUrl}}\n{{/if}}\n${SIGN_OFF_TEXT}`,
    },
  ],
  'payment-receipt': [
    {
      subject: 'Payment received: KSh {{amount}}',
      htmlContent: `<p>Hi {{firstName}},</p><p>We received your payment of <strong>KSh {{amount}}</strong> for {{description}}.</p><p>Reference: {{reference}}<br>Paid: {{paidAt}}</p>${SIGN_OFF_HTML}`,
      textContent: `Hi {{firstName}},\n\nWe received your payment of KSh {{amount}} for {{description}}.\n\nReference: {{reference}}\nPaid: {{paidAt}}\n\n${SIGN_OFF_TEXT}`,
    },
  ],
  'newsletter-welcome': [
    {
      subject: 'Welcome to the Syokimau Coworking Hub newsletter',
      htmlContent: `<p>Thank you for subscribing! You'll receive updates on events, new features, and community highlights.</p>${SIGN_OFF_HTML}`,
      textContent: `Thank you for subscribing! You'll receive updates on events, new features, and community highlights.\n\n${SIGN_OFF_TEXT}`,
    },
  ],
  'booking-status-changed': [
    {
      subject: 'Your booking on {{date}} is {{status}}',
      htmlContent: `<p>Hi {{firstName}},</p><p>Your booking{{#if spaceTitle}} of {{spaceTitle}}{{/if}} on {{date}} at {{time}} is now <strong>{{status}}</strong>.</p>{{#if notes}}<p>{{notes}}</p>{{/if}}${SIGN_OFF_HTML}`,
      textContent: `Hi {{firstName}},\n\nYour booking{{#if spaceTitle}} of {{spaceTitle}}{{/if}} on {{date}} at {{time}} is now {{status}}.\n{{#if notes}}\n{{notes}}\n{{/if}}\n${SIGN_OFF_TEXT}`,
    },
    {
      // Promised a refund to the card within 7 to 14 business days even for money paid at the desk.
      subject: 'Your booking on {{date}} is {{status}}',
      htmlContent: `<p>Hi {{firstName}},</p><p>Your booking{{#if spaceTitle}} of {{spaceTitle}}{{/if}} on {{date}} at {{time}} is now <strong>{{status}}</strong>.</p>{{#if notes}}<p>{{notes}}</p>{{/if}}{{#if refundAmount}}<p>We are refunding <strong>KSh {{refundAmount}}</strong> to the card or M-Pesa account you paid with. Refunds arrive within 7 to 14 business days; we will e-mail you when it is on its way.</p>{{/if}}${SIGN_OFF_HTML}`,
      textContent: `Hi {{firstName}},\n\nYour booking{{#if spaceTitle}} of {{spaceTitle}}{{/if}} on {{date}} at {{time}} is now {{status}}.\n{{#if notes}}\n{{notes}}\n{{/if}}{{#if refundAmount}}\nWe are refunding KSh {{refundAmount}} to the card or M-Pesa account you paid with. Refunds arrive within 7 to 14 business days; we will e-mail you when it is on its way.\n{{/if}}\n${SIGN_OFF_TEXT}`,
    },
  ],
  'booking-cancelled': [
    {
      // Promised a refund to the card within 7 to 14 business days even for money paid at the desk.
      subject: 'Your booking {{reference}} is cancelled',
      htmlContent: `<p>Hi {{firstName}},</p><p>Your booking of <strong>{{spaceTitle}}</strong> on {{date}} ({{time}}) is cancelled, as you asked.</p>{{#if refundAmount}}<p>We are refunding <strong>KSh {{refundAmount}}</strong> to the card or M-Pesa account you paid with. Refunds arrive within 7 to 14 business days; we will e-mail you when it is on its way.</p>{{/if}}<p>Reference: {{reference}}</p>${SIGN_OFF_HTML}`,
      textContent: `Hi {{firstName}},\n\nYour booking of {{spaceTitle}} on {{date}} ({{time}}) is cancelled, as you asked.\n{{#if refundAmount}}\nWe are refunding KSh {{refundAmount}} to the card or M-Pesa account you paid with. Refunds arrive within 7 to 14 business days; we will e-mail you when it is on its way.\n{{/if}}\nReference: {{reference}}\n\n${SIGN_OFF_TEXT}`,
    },
  ],
  'refund-processed': [
    {
      // Said 7 to 14 business days even for money staff handed back at the desk.
      subject: 'Your refund of KSh {{amount}} is on its way',
      htmlContent: `<p>Hi {{firstName}},</p><p>We have refunded <strong>KSh {{amount}}</strong> of your payment {{reference}}. Depending on your bank or M-Pesa it shows on your statement within 7 to 14 business days.</p>{{#if reason}}<p>Reason: {{reason}}</p>{{/if}}{{#if creditNoteNumber}}<p>Credit note: {{creditNoteNumber}} (attached)</p>{{/if}}${SIGN_OFF_HTML}`,
      textContent: `Hi {{firstName}},\n\nWe have refunded KSh {{amount}} of your payment {{reference}}. Depending on your bank or M-Pesa it shows on your statement within 7 to 14 business days.\n{{#if reason}}\nReason: {{reason}}\n{{/if}}{{#if creditNoteNumber}}\nCredit note: {{creditNoteNumber}} (attached)\n{{/if}}\n${SIGN_OFF_TEXT}`,
    },
  ],
  'booking-cancelled-staff': [
    {
      // Said every refund went back automatically, also money paid at the desk that staff must hand back.
      subject: 'Cancelled by the customer: {{spaceTitle}} on {{date}}',
      htmlContent:
        '<p><strong>{{customerName}}</strong> ({{email}}) cancelled <strong>{{spaceTitle}}</strong> on {{date}} ({{time}}) from their manage link; the slots are free again.</p>{{#if refundAmount}}<p>KSh {{refundAmount}} is being refunded automatically.</p>{{/if}}<p>Reference: {{reference}}</p>',
      textContent:
        '{{customerName}} ({{email}}) cancelled {{spaceTitle}} on {{date}} ({{time}}) from their manage link; the slots are free again.\n{{#if refundAmount}}\nKSh {{refundAmount}} is being refunded automatically.\n{{/if}}\nReference: {{reference}}',
    },
  ],
};
