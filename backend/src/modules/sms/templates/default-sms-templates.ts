/** The product's SMS, by name: what other modules stage (`SmsService.stage`) and staff may reword. */
export const SMS_TEMPLATES = {
  bookingConfirmed: 'booking-confirmed',
  bookingReminder: 'booking-reminder',
  guestPass: 'guest-pass',
  renewalReminder: 'membership-renewal-reminder',
  waitlistOffer: 'waitlist-offer',
  paymentReceived: 'payment-received',
} as const;

export type SmsTemplateName = (typeof SMS_TEMPLATES)[keyof typeof SMS_TEMPLATES];

export interface SmsTemplateDefinition {
  name: SmsTemplateName;
  /** When it is sent, for staff. */
  description: string;
  /** The values a producer passes; the editor lists them. */
  variables: string[];
  text: string;
}

/**
 * The built-in texts: short, the essentials only; one part (160 GSM characters) with realistic values, except the
 * ones that carry a link (the waitlist offer's pay link is long), which take two. Plain GSM characters only: one curly
 * quote or emoji would make the whole message UCS-2 and halve the room.
 */
export const DEFAULT_SMS_TEMPLATES: readonly SmsTemplateDefinition[] = [
  {
    name: SMS_TEMPLATES.bookingConfirmed,
    description: 'To the customer when a booking or a tour is confirmed (and when it is moved), with the check-in code',
    variables: ['firstName', 'spaceTitle', 'date', 'time', 'reference', 'checkInCode'],
    text: 'Syokimau Coworking: {{spaceTitle}} on {{date}} {{time}} is confirmed. Ref {{reference}}. Check-in code {{checkInCode}}. EENS Business Park.',
  },
  {
    name: SMS_TEMPLATES.bookingReminder,
    description: "The evening before (18:00 Nairobi time): a reminder of the next day's confirmed booking",
    variables: ['firstName', 'spaceTitle', 'date', 'time', 'checkInCode'],
    text: 'Reminder: {{spaceTitle}} tomorrow {{date}} at {{time}}. Check-in code {{checkInCode}}. See you at EENS Business Park, Syokimau.',
  },
  {
    name: SMS_TEMPLATES.guestPass,
    description: "To a member's guest with a phone number and SMS consent, when the member adds them",
    variables: ['firstName', 'hostName', 'date', 'checkInCode'],
    text: '{{hostName}} invited you to Syokimau Coworking on {{date}}. Show check-in code {{checkInCode}} at the front desk, EENS Business Park.',
  },
  {
    name: SMS_TEMPLATES.renewalReminder,
    description: 'To a member paying by link, before the membership renews, with the pay link',
    variables: ['firstName', 'membershipPlan', 'periodEnd', 'amount', 'payUrl'],
    text: 'Syokimau Coworking: your {{membershipPlan}} membership ends {{periodEnd}}. Renew (KES {{amount}}) here: {{payUrl}}',
  },
  {
    name: SMS_TEMPLATES.waitlistOffer,
    description: 'To the first in line when room frees up, with the link to take it before the offer ends',
    variables: ['firstName', 'spaceTitle', 'date', 'time', 'amount', 'expiresAt', 'payUrl'],
    text: 'Syokimau Coworking: {{spaceTitle}} on {{date}} {{time}} is free for you. Pay KES {{amount}} by {{expiresAt}}: {{payUrl}}',
  },
  {
    name: SMS_TEMPLATES.paymentReceived,
    description: 'To the payer when a payment is received (M-Pesa and cards)',
    variables: ['amount', 'what', 'receiptNumber', 'reference'],
    text: 'Syokimau Coworking: KES {{amount}} received for {{what}}. Receipt {{receiptNumber}}, ref {{reference}}. Thank you!',
  },
];

export function builtInSmsTemplate(name: string): SmsTemplateDefinition | undefined {
  return DEFAULT_SMS_TEMPLATES.find((template) => template.name === name);
}

export function isSmsTemplateName(name: string): name is SmsTemplateName {
  return DEFAULT_SMS_TEMPLATES.some((template) => template.name === name);
}

/** Sample values an SMS is measured with (and previewed with), beyond the e-mails' samples. */
export const SMS_SAMPLE_VALUES: Record<string, string> = {
  receiptNumber: 'RCT-2026-000123',
  date: '4 Dec 2026',
  reference: 'A1B2C3D4',
};
