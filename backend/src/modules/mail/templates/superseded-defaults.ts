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
  ],
};
