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
  paymentRejected: 'payment-rejected',
  paymentAttentionStaff: 'payment-attention-staff',
  membershipRenewed: 'membership-renewed',
  membershipRenewalReminder: 'membership-renewal-reminder',
  membershipPaymentFailed: 'membership-payment-failed',
  membershipEnded: 'membership-ended',
  membershipRenewalCancelled: 'membership-renewal-cancelled',
  membershipStaffNotice: 'membership-staff-notice',
  memberSignInLink: 'member-sign-in-link',
  adminSignInPaused: 'admin-sign-in-paused',
  contactReply: 'contact-reply',
  jobApplicationStaff: 'job-application-staff',
  bookingPaidStaff: 'booking-paid-staff',
  bookingCancelledStaff: 'booking-cancelled-staff',
  bookingPayLink: 'booking-pay-link',
  eventRegistration: 'event-registration',
  guestPass: 'guest-pass',
  waitlistJoined: 'waitlist-joined',
  waitlistOffer: 'waitlist-offer',
  teamSeatAssigned: 'team-seat-assigned',
  waitlistEventOffer: 'waitlist-event-offer',
  privacyRequestLink: 'privacy-request-link',
  erasureRequestStaff: 'erasure-request-staff',
} as const;

export type MailTemplateName = (typeof MAIL_TEMPLATES)[keyof typeof MAIL_TEMPLATES];

import { SIGN_OFF_HTML, SIGN_OFF_TEXT } from './sign-off.js';

export const DEFAULT_TEMPLATES: TemplateDefinition[] = [
  {
    name: MAIL_TEMPLATES.tourRequested,
    subject: 'We received your tour request for {{date}}',
    description:
      "To a visitor who booked the free 30-minute Tour & Consultation (with the link to cancel it). The visitor's notes go to staff only: a stranger's text is never sent to the address they typed",
    variables: ['firstName', 'date', 'time', 'manageUrl'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Thank you for booking a free Tour &amp; Consultation on <strong>{{date}}</strong> at <strong>{{time}}</strong> (30 minutes). We'll contact you to confirm.</p>{{#if manageUrl}}<p>Plans changed? <a href="{{manageUrl}}">View or cancel your tour</a> any time before it starts.</p>{{/if}}${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nThank you for booking a free Tour & Consultation on {{date}} at {{time}} (30 minutes). We'll contact you to confirm.\n{{#if manageUrl}}\nPlans changed? View or cancel your tour any time before it starts: {{manageUrl}}\n{{/if}}\n${SIGN_OFF_TEXT}`,
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
      'To the customer when a booking or a tour is confirmed, and again when it is moved (with a calendar invitation, the manage link, the cancellation deadline and the check-in code with its QR code, an image shown inline)',
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
      'checkInCode',
      'checkInQr',
    ],
    htmlContent: `<p>Hi {{firstName}},</p><p>Your booking of <strong>{{spaceTitle}}</strong> is confirmed.</p><p>Date: {{date}}<br>Time: {{time}} (Nairobi time)<br>Duration: {{duration}}</p>{{#if reference}}<p>Reference: {{reference}}</p>{{/if}}{{#if checkInCode}}<p>Check-in code: <strong>{{checkInCode}}</strong><br>Show this code or the QR code below at the front desk when you arrive.</p>{{#if checkInQr}}<p><img src="{{checkInQr}}" alt="QR code of your check-in code {{checkInCode}}" width="180" height="180"></p>{{/if}}{{/if}}<p>The attached invitation adds it to your calendar.</p>{{#if cancelUntil}}<p>{{cancellationPolicy}} You can cancel until <strong>{{cancelUntil}}</strong>.</p>{{/if}}{{#if manageUrl}}<p><a href="{{manageUrl}}">View, download your receipt or cancel your booking</a></p>{{/if}}${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nYour booking of {{spaceTitle}} is confirmed.\n\nDate: {{date}}\nTime: {{time}} (Nairobi time)\nDuration: {{duration}}\n{{#if reference}}Reference: {{reference}}\n{{/if}}{{#if checkInCode}}\nCheck-in code: {{checkInCode}}\nShow this code (or the QR code in this e-mail) at the front desk when you arrive.\n{{/if}}\nThe attached invitation adds it to your calendar.\n{{#if cancelUntil}}\n{{cancellationPolicy}} You can cancel until {{cancelUntil}}.\n{{/if}}{{#if manageUrl}}\nView, download your receipt or cancel your booking: {{manageUrl}}\n{{/if}}\n${SIGN_OFF_TEXT}`,
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
    description:
      'When staff confirm or cancel a booking (with the refund, when one is made: to the card or M-Pesa paid with, or handed back by the front desk when it was paid there)',
    variables: ['firstName', 'spaceTitle', 'date', 'time', 'status', 'notes', 'refundAmount', 'refundAtDesk'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Your booking{{#if spaceTitle}} of {{spaceTitle}}{{/if}} on {{date}} at {{time}} is now <strong>{{status}}</strong>.</p>{{#if notes}}<p>{{notes}}</p>{{/if}}{{#if refundAmount}}{{#if refundAtDesk}}<p>You paid at our front desk, so the front desk hands back <strong>KSh {{refundAmount}}</strong>: collect it at reception, or ask us to send it to your M-Pesa or bank account. We will e-mail you when it has been paid back.</p>{{else}}<p>We are refunding <strong>KSh {{refundAmount}}</strong> to the card or M-Pesa account you paid with. Refunds arrive within 7 to 14 business days; we will e-mail you when it is on its way.</p>{{/if}}{{/if}}${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nYour booking{{#if spaceTitle}} of {{spaceTitle}}{{/if}} on {{date}} at {{time}} is now {{status}}.\n{{#if notes}}\n{{notes}}\n{{/if}}{{#if refundAmount}}{{#if refundAtDesk}}\nYou paid at our front desk, so the front desk hands back KSh {{refundAmount}}: collect it at reception, or ask us to send it to your M-Pesa or bank account. We will e-mail you when it has been paid back.\n{{else}}\nWe are refunding KSh {{refundAmount}} to the card or M-Pesa account you paid with. Refunds arrive within 7 to 14 business days; we will e-mail you when it is on its way.\n{{/if}}{{/if}}\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.contactAcknowledged,
    subject: 'We received your message: {{subject}}',
    description:
      "To a visitor who used the contact form (the subject is one of the form's choices; the message goes to staff only)",
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
    description:
      'To a new newsletter subscriber, with the one-click unsubscribe link every newsletter e-mail carries (also in its List-Unsubscribe header)',
    variables: ['unsubscribeUrl'],
    htmlContent: `<p>Thank you for subscribing! You'll receive updates on events, new features, and community highlights.</p>${SIGN_OFF_HTML}{{#if unsubscribeUrl}}<p style="font-size: 12px; color: #666">Don't want these e-mails? <a href="{{unsubscribeUrl}}">Unsubscribe</a> with one click.</p>{{/if}}`,
    textContent: `Thank you for subscribing! You'll receive updates on events, new features, and community highlights.\n\n${SIGN_OFF_TEXT}\n{{#if unsubscribeUrl}}\nDon't want these e-mails? Unsubscribe: {{unsubscribeUrl}}\n{{/if}}`,
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
    description:
      'To a customer who cancelled a booking from its manage link (with the refund, when one is made: to the card or M-Pesa paid with, or handed back by the front desk when it was paid there)',
    variables: ['firstName', 'spaceTitle', 'date', 'time', 'reference', 'refundAmount', 'refundAtDesk'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Your booking of <strong>{{spaceTitle}}</strong> on {{date}} ({{time}}) is cancelled, as you asked.</p>{{#if refundAmount}}{{#if refundAtDesk}}<p>You paid at our front desk, so the front desk hands back <strong>KSh {{refundAmount}}</strong>: collect it at reception, or ask us to send it to your M-Pesa or bank account. We will e-mail you when it has been paid back.</p>{{else}}<p>We are refunding <strong>KSh {{refundAmount}}</strong> to the card or M-Pesa account you paid with. Refunds arrive within 7 to 14 business days; we will e-mail you when it is on its way.</p>{{/if}}{{/if}}<p>Reference: {{reference}}</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nYour booking of {{spaceTitle}} on {{date}} ({{time}}) is cancelled, as you asked.\n{{#if refundAmount}}{{#if refundAtDesk}}\nYou paid at our front desk, so the front desk hands back KSh {{refundAmount}}: collect it at reception, or ask us to send it to your M-Pesa or bank account. We will e-mail you when it has been paid back.\n{{else}}\nWe are refunding KSh {{refundAmount}} to the card or M-Pesa account you paid with. Refunds arrive within 7 to 14 business days; we will e-mail you when it is on its way.\n{{/if}}{{/if}}\nReference: {{reference}}\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.refundProcessed,
    subject: 'Your refund of KSh {{amount}} {{#if handBackMethod}}has been paid back{{else}}is on its way{{/if}}',
    description:
      'To the customer when a refund is paid out: by Paystack, or handed back by the front desk for a payment taken there (how, when and its reference). The credit note is attached as a PDF',
    variables: [
      'firstName',
      'amount',
      'reference',
      'creditNoteNumber',
      'reason',
      'handBackMethod',
      'handedBackOn',
      'handBackReference',
    ],
    htmlContent: `<p>Hi {{firstName}},</p>{{#if handBackMethod}}<p>We paid back <strong>KSh {{amount}}</strong> of your payment {{reference}} {{handBackMethod}} on {{handedBackOn}}{{#if handBackReference}} (reference {{handBackReference}}){{/if}}.</p>{{else}}<p>We have refunded <strong>KSh {{amount}}</strong> of your payment {{reference}}. Depending on your bank or M-Pesa it shows on your statement within 7 to 14 business days.</p>{{/if}}{{#if reason}}<p>Reason: {{reason}}</p>{{/if}}{{#if creditNoteNumber}}<p>Credit note: {{creditNoteNumber}} (attached)</p>{{/if}}${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\n{{#if handBackMethod}}We paid back KSh {{amount}} of your payment {{reference}} {{handBackMethod}} on {{handedBackOn}}{{#if handBackReference}} (reference {{handBackReference}}){{/if}}.{{else}}We have refunded KSh {{amount}} of your payment {{reference}}. Depending on your bank or M-Pesa it shows on your statement within 7 to 14 business days.{{/if}}\n{{#if reason}}\nReason: {{reason}}\n{{/if}}{{#if creditNoteNumber}}\nCredit note: {{creditNoteNumber}} (attached)\n{{/if}}\n${SIGN_OFF_TEXT}`,
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
    name: MAIL_TEMPLATES.paymentRejected,
    subject: 'About your payment {{reference}}: it is being refunded in full',
    description:
      'To a customer charged another amount or currency than the price asked: nothing is booked and all of it goes back',
    variables: ['firstName', 'what', 'paidAmount', 'askedAmount', 'reference'],
    htmlContent: `<p>Hi {{firstName}},</p><p>You were charged <strong>{{paidAmount}}</strong> for {{what}}, but the price was {{askedAmount}}, so we could not accept the payment and nothing has been booked.</p><p>We are refunding all {{paidAmount}} to the card or M-Pesa account you paid with; it arrives within 7 to 14 business days. Please book again and pay the price shown. We are sorry for the trouble.</p><p>Reference: {{reference}}</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nYou were charged {{paidAmount}} for {{what}}, but the price was {{askedAmount}}, so we could not accept the payment and nothing has been booked.\n\nWe are refunding all {{paidAmount}} to the card or M-Pesa account you paid with; it arrives within 7 to 14 business days. Please book again and pay the price shown. We are sorry for the trouble.\n\nReference: {{reference}}\n\n${SIGN_OFF_TEXT}`,
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
  {
    name: MAIL_TEMPLATES.membershipRenewed,
    subject: 'Your {{membershipPlan}} membership is renewed until {{periodEnd}}',
    description: 'To a member when a new period is paid (the receipt e-mail follows with the PDF)',
    variables: ['firstName', 'membershipPlan', 'periodStart', 'periodEnd', 'amount', 'portalUrl'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Thank you! Your <strong>{{membershipPlan}}</strong> membership is renewed: KSh {{amount}} covers {{periodStart}} up to {{periodEnd}}.</p><p><a href="{{portalUrl}}">See your membership and receipts</a></p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nThank you! Your {{membershipPlan}} membership is renewed: KSh {{amount}} covers {{periodStart}} up to {{periodEnd}}.\n\nSee your membership and receipts: {{portalUrl}}\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.membershipRenewalReminder,
    subject: 'Your {{membershipPlan}} membership renews on {{periodEnd}}: pay KSh {{amount}}',
    description:
      'To a member who renews by paying a link (M-Pesa, or a card that cannot be charged again), 7 days and 1 day before the period ends',
    variables: ['firstName', 'membershipPlan', 'periodEnd', 'amount', 'daysLeft', 'payUrl', 'portalUrl'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Your <strong>{{membershipPlan}}</strong> membership runs until <strong>{{periodEnd}}</strong> ({{daysLeft}}). To carry on, pay <strong>KSh {{amount}}</strong> for the next period with M-Pesa or card:</p><p><a href="{{payUrl}}">Pay KSh {{amount}} and renew</a></p><p>Not renewing? Cancel in the <a href="{{portalUrl}}">member portal</a> and we will not remind you again.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nYour {{membershipPlan}} membership runs until {{periodEnd}} ({{daysLeft}}). To carry on, pay KSh {{amount}} for the next period with M-Pesa or card:\n\n{{payUrl}}\n\nNot renewing? Cancel in the member portal and we will not remind you again: {{portalUrl}}\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.membershipPaymentFailed,
    subject: 'Your {{membershipPlan}} membership payment is overdue',
    description:
      'To a member whose renewal is unpaid (a declined card, or an unpaid link) with a pay link and the expiry date',
    variables: ['firstName', 'membershipPlan', 'amount', 'reason', 'expiresOn', 'payUrl'],
    htmlContent: `<p>Hi {{firstName}},</p><p>We could not collect <strong>KSh {{amount}}</strong> to renew your <strong>{{membershipPlan}}</strong> membership{{#if reason}} ({{reason}}){{/if}}. You keep access until <strong>{{expiresOn}}</strong>; after that the membership ends.</p><p><a href="{{payUrl}}">Pay KSh {{amount}} now</a> with M-Pesa or card.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nWe could not collect KSh {{amount}} to renew your {{membershipPlan}} membership{{#if reason}} ({{reason}}){{/if}}. You keep access until {{expiresOn}}; after that the membership ends.\n\nPay KSh {{amount}} now with M-Pesa or card: {{payUrl}}\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.membershipEnded,
    subject: 'Your {{membershipPlan}} membership has ended',
    description: 'To a member when a membership expires or staff end it (with the refund, when one is made)',
    variables: ['firstName', 'membershipPlan', 'reason', 'refundAmount', 'membershipUrl'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Your <strong>{{membershipPlan}}</strong> membership has ended{{#if reason}}: {{reason}}{{/if}}.</p>{{#if refundAmount}}<p>We are refunding <strong>KSh {{refundAmount}}</strong> to the card or M-Pesa account you paid with; it arrives within 7 to 14 business days.</p>{{/if}}<p>We would love to have you back: <a href="{{membershipUrl}}">see our plans</a>.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nYour {{membershipPlan}} membership has ended{{#if reason}}: {{reason}}{{/if}}.\n{{#if refundAmount}}\nWe are refunding KSh {{refundAmount}} to the card or M-Pesa account you paid with; it arrives within 7 to 14 business days.\n{{/if}}\nWe would love to have you back: {{membershipUrl}}\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.membershipRenewalCancelled,
    subject: 'Your {{membershipPlan}} membership will not renew',
    description: 'To a member who cancelled renewal: access until the period ends, no further charge',
    variables: ['firstName', 'membershipPlan', 'periodEnd', 'portalUrl'],
    htmlContent: `<p>Hi {{firstName}},</p><p>As you asked, your <strong>{{membershipPlan}}</strong> membership will not renew. You keep access until <strong>{{periodEnd}}</strong> and will not be charged again.</p><p>Changed your mind? <a href="{{portalUrl}}">Resume renewal</a> any time before then.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nAs you asked, your {{membershipPlan}} membership will not renew. You keep access until {{periodEnd}} and will not be charged again.\n\nChanged your mind? Resume renewal any time before then: {{portalUrl}}\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.membershipStaffNotice,
    subject: 'Membership: {{headline}} ({{memberName}}, {{membershipPlan}})',
    description: 'To staff when someone subscribes, a renewal fails, or a membership expires',
    variables: ['headline', 'details', 'memberName', 'email', 'membershipPlan'],
    htmlContent:
      '<p><strong>{{headline}}</strong></p><p>{{details}}</p><p>{{memberName}} ({{email}}), {{membershipPlan}}. Open it in the back-office under Memberships.</p>',
    textContent:
      '{{headline}}\n\n{{details}}\n\n{{memberName}} ({{email}}), {{membershipPlan}}. Open it in the back-office under Memberships.',
  },
  {
    name: MAIL_TEMPLATES.memberSignInLink,
    subject: 'Your sign-in link for the member portal',
    description: 'The one-time link that signs a member in to the portal (works once, for 15 minutes)',
    variables: ['firstName', 'signInUrl'],
    htmlContent: `<p>Hi {{firstName}},</p><p><a href="{{signInUrl}}">Sign in to the member portal</a></p><p>The link works once, for 15 minutes. If you did not ask for it, ignore this e-mail: nobody can sign in without it.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nSign in to the member portal: {{signInUrl}}\n\nThe link works once, for 15 minutes. If you did not ask for it, ignore this e-mail: nobody can sign in without it.\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.adminSignInPaused,
    subject: 'Sign-in to your administrator account {{username}} is paused',
    description:
      'To an administrator whose account had many failed sign-in attempts from any address: sign-in is paused for a while (at most one a day)',
    variables: ['firstName', 'username', 'failures', 'windowMinutes', 'pausedMinutes', 'pausedUntil', 'lastAddress'],
    htmlContent: `<p>Hi {{firstName}},</p><p>There were <strong>{{failures}} failed sign-in attempts</strong> for your administrator account <strong>{{username}}</strong> within {{windowMinutes}} minutes, the last one from {{lastAddress}}. To protect the account, sign-in to it is paused for {{pausedMinutes}} minutes, until {{pausedUntil}}, from every address.</p><p>If this was you, wait until then and try again. If it was not, someone is guessing your password: once sign-in opens again, sign in and choose a new, long password, and tell your super admin.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nThere were {{failures}} failed sign-in attempts for your administrator account {{username}} within {{windowMinutes}} minutes, the last one from {{lastAddress}}. To protect the account, sign-in to it is paused for {{pausedMinutes}} minutes, until {{pausedUntil}}, from every address.\n\nIf this was you, wait until then and try again. If it was not, someone is guessing your password: once sign-in opens again, sign in and choose a new, long password, and tell your super admin.\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.contactReply,
    subject: 'Re: {{subject}}',
    description: "Staff's answer to a contact inquiry, written in the back-office's reply dialog",
    variables: ['firstName', 'subject', 'reply', 'message'],
    htmlContent: `<p>Hi {{firstName}},</p><div style="white-space: pre-wrap">{{reply}}</div>${SIGN_OFF_HTML}<p style="color: #666">You wrote about {{subject}}:</p><blockquote style="color: #666; white-space: pre-wrap">{{message}}</blockquote>`,
    textContent: `Hi {{firstName}},\n\n{{reply}}\n\n${SIGN_OFF_TEXT}\n\nYou wrote about {{subject}}:\n> {{message}}`,
  },
  {
    name: MAIL_TEMPLATES.jobApplicationStaff,
    subject: 'New application for {{position}}: {{firstName}} {{lastName}}',
    description:
      'To staff when someone applies through the careers page (the applicant was told "we reply within a week")',
    variables: ['firstName', 'lastName', 'email', 'phone', 'position', 'coverLetter', 'resumeUrl'],
    htmlContent:
      '<p>{{firstName}} {{lastName}} ({{email}}{{#if phone}}, {{phone}}{{/if}}) applied for <strong>{{position}}</strong>.</p>{{#if resumeUrl}}<p>Résumé: {{resumeUrl}}</p>{{/if}}{{#if coverLetter}}<blockquote style="white-space: pre-wrap">{{coverLetter}}</blockquote>{{/if}}<p>They were told we reply within a week. Review it in the back-office under Applications.</p>',
    textContent:
      '{{firstName}} {{lastName}} ({{email}}{{#if phone}}, {{phone}}{{/if}}) applied for {{position}}.\n{{#if resumeUrl}}\nRésumé: {{resumeUrl}}\n{{/if}}{{#if coverLetter}}\n{{coverLetter}}\n{{/if}}\nThey were told we reply within a week. Review it in the back-office under Applications.',
  },
  {
    name: MAIL_TEMPLATES.bookingPaidStaff,
    subject: 'Paid booking: {{what}} ({{customerName}})',
    description: 'To staff when a booking is paid and confirmed',
    variables: ['what', 'customerName', 'email', 'amount', 'reference'],
    htmlContent:
      '<p><strong>{{customerName}}</strong> ({{email}}) paid KSh {{amount}} for <strong>{{what}}</strong>; the booking is confirmed.</p><p>Reference: {{reference}}. It is in the back-office under Bookings and Payments.</p>',
    textContent:
      '{{customerName}} ({{email}}) paid KSh {{amount}} for {{what}}; the booking is confirmed.\n\nReference: {{reference}}. It is in the back-office under Bookings and Payments.',
  },
  {
    name: MAIL_TEMPLATES.bookingCancelledStaff,
    subject: 'Cancelled by the customer: {{spaceTitle}} on {{date}}',
    description: 'To staff when a customer cancels a booking from its manage link',
    variables: ['customerName', 'email', 'spaceTitle', 'date', 'time', 'reference', 'refundAmount', 'refundAtDesk'],
    htmlContent:
      '<p><strong>{{customerName}}</strong> ({{email}}) cancelled <strong>{{spaceTitle}}</strong> on {{date}} ({{time}}) from their manage link; the slots are free again.</p>{{#if refundAmount}}{{#if refundAtDesk}}<p>KSh {{refundAmount}} was paid at the desk: hand it back to the customer, then record it on the payment under Payments.</p>{{else}}<p>KSh {{refundAmount}} is being refunded automatically.</p>{{/if}}{{/if}}<p>Reference: {{reference}}</p>',
    textContent:
      '{{customerName}} ({{email}}) cancelled {{spaceTitle}} on {{date}} ({{time}}) from their manage link; the slots are free again.\n{{#if refundAmount}}{{#if refundAtDesk}}\nKSh {{refundAmount}} was paid at the desk: hand it back to the customer, then record it on the payment under Payments.\n{{else}}\nKSh {{refundAmount}} is being refunded automatically.\n{{/if}}{{/if}}\nReference: {{reference}}',
  },
  {
    name: MAIL_TEMPLATES.bookingPayLink,
    subject: 'Pay KSh {{amount}} to confirm {{spaceTitle}} on {{date}}',
    description:
      'To a customer staff booked by phone with "send a pay link": the Paystack checkout (M-Pesa or card) and until when the slot is held',
    variables: ['firstName', 'spaceTitle', 'date', 'time', 'amount', 'payUrl', 'expiresAt', 'reference'],
    htmlContent: `<p>Hi {{firstName}},</p><p>We are holding <strong>{{spaceTitle}}</strong> on <strong>{{date}}</strong> ({{time}}) for you. To confirm it, pay <strong>KSh {{amount}}</strong> with M-Pesa or card:</p><p><a href="{{payUrl}}">Pay KSh {{amount}}</a></p><p>The slot is held until {{expiresAt}}; after that it is released and the link no longer confirms it. Reference: {{reference}}.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nWe are holding {{spaceTitle}} on {{date}} ({{time}}) for you. To confirm it, pay KSh {{amount}} with M-Pesa or card:\n\n{{payUrl}}\n\nThe slot is held until {{expiresAt}}; after that it is released and the link no longer confirms it. Reference: {{reference}}.\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.eventRegistration,
    subject: "You're registered: {{eventTitle}} on {{date}}",
    description:
      'To a visitor who registered for an event on the events page (with a calendar file); on a paid event it says the price is paid at the door',
    variables: ['firstName', 'eventTitle', 'date', 'time', 'location', 'priceNote'],
    htmlContent: `<p>Hi {{firstName}},</p><p>You're registered for <strong>{{eventTitle}}</strong> on <strong>{{date}}</strong>, {{time}} (Nairobi time), at {{location}}.</p>{{#if priceNote}}<p>{{priceNote}}</p>{{/if}}<p>The attached calendar file adds it to your calendar. If you can no longer come, let us know through the contact page so we can offer your seat to someone else.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nYou're registered for {{eventTitle}} on {{date}}, {{time}} (Nairobi time), at {{location}}.\n{{#if priceNote}}\n{{priceNote}}\n{{/if}}\nThe attached calendar file adds it to your calendar. If you can no longer come, let us know through the contact page so we can offer your seat to someone else.\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.guestPass,
    subject: '{{hostName}} invited you: your guest pass for {{date}}',
    description:
      "To a member's guest: the date of the visit, the address, who invited them, and the check-in code with its QR code (an image shown inline)",
    variables: ['firstName', 'hostName', 'date', 'address', 'checkInCode', 'checkInQr'],
    htmlContent: `<p>Hi {{firstName}},</p><p><strong>{{hostName}}</strong> has invited you to work with them as their guest on <strong>{{date}}</strong>.</p><p>Where: {{address}}</p><p>Check-in code: <strong>{{checkInCode}}</strong><br>Show this code or the QR code below at the front desk when you arrive.</p>{{#if checkInQr}}<p><img src="{{checkInQr}}" alt="QR code of your check-in code {{checkInCode}}" width="180" height="180"></p>{{/if}}<p>The pass is for that day only. If your plans change, let {{hostName}} know.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\n{{hostName}} has invited you to work with them as their guest on {{date}}.\n\nWhere: {{address}}\n\nCheck-in code: {{checkInCode}}\nShow this code (or the QR code in this e-mail) at the front desk when you arrive.\n\nThe pass is for that day only. If your plans change, let {{hostName}} know.\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.waitlistJoined,
    subject: "You're on the waitlist: {{spaceTitle}} on {{date}}",
    description:
      'To a visitor who joined the waitlist of a full slot or day: where they are in line, and that the first in line is e-mailed an offer when it frees up',
    variables: ['firstName', 'spaceTitle', 'date', 'time', 'placeInLine', 'nextStep'],
    htmlContent: `<p>Hi {{firstName}},</p><p>You're on the waitlist for <strong>{{spaceTitle}}</strong> on <strong>{{date}}</strong> ({{time}}), number {{placeInLine}} in line.</p><p>If it frees up while you are first in line, we will e-mail you a link that holds it for you for a short time and {{nextStep}}.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nYou're on the waitlist for {{spaceTitle}} on {{date}} ({{time}}), number {{placeInLine}} in line.\n\nIf it frees up while you are first in line, we will e-mail you a link that holds it for you for a short time and {{nextStep}}.\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.waitlistOffer,
    subject: 'It freed up: {{spaceTitle}} on {{date}} is held for you',
    description:
      'To the first person on a waitlist when room frees: the slot is held for them until a time, and the link leads straight to payment (M-Pesa or card)',
    variables: ['firstName', 'spaceTitle', 'date', 'time', 'amount', 'payUrl', 'expiresAt'],
    htmlContent: `<p>Hi {{firstName}},</p><p>Good news: <strong>{{spaceTitle}}</strong> on <strong>{{date}}</strong> ({{time}}) has freed up, and we are holding it for you until <strong>{{expiresAt}}</strong>.</p><p><a href="{{payUrl}}">Pay KSh {{amount}} and book it</a></p><p>After that time it goes to the next person on the waitlist.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nGood news: {{spaceTitle}} on {{date}} ({{time}}) has freed up, and we are holding it for you until {{expiresAt}}.\n\nPay KSh {{amount}} and book it: {{payUrl}}\n\nAfter that time it goes to the next person on the waitlist.\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.teamSeatAssigned,
    subject: '{{companyName}} gave you a seat: {{planName}} membership',
    description:
      "To a person given a seat of a company's team membership by its billing contact: what the seat includes and how to sign in to the member portal (a sign-in link follows in its own e-mail)",
    variables: ['firstName', 'companyName', 'planName', 'assignedBy', 'portalUrl'],
    htmlContent: `<p>Hi {{firstName}},</p><p><strong>{{assignedBy}}</strong> has given you a seat of <strong>{{companyName}}</strong>'s {{planName}} membership. The seat is yours: your own desk days, meeting-room hours and guest passes, and your own check-in code at the front desk.</p><p>We have e-mailed you a sign-in link separately. It works for 15 minutes; after that, ask for a new one on the <a href="{{portalUrl}}">member portal</a> with this e-mail address.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\n{{assignedBy}} has given you a seat of {{companyName}}'s {{planName}} membership. The seat is yours: your own desk days, meeting-room hours and guest passes, and your own check-in code at the front desk.\n\nWe have e-mailed you a sign-in link separately. It works for 15 minutes; after that, ask for a new one on the member portal with this e-mail address: {{portalUrl}}\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.waitlistEventOffer,
    subject: 'A seat at {{eventTitle}} is yours if you want it',
    description:
      "To the first person on a full event's waitlist when a seat frees: the seat is held for them until a time, with the link that confirms it (it passes to the next in line otherwise)",
    variables: ['firstName', 'eventTitle', 'date', 'time', 'confirmUrl', 'expiresAt'],
    htmlContent: `<p>Hi {{firstName}},</p><p>A seat freed up at <strong>{{eventTitle}}</strong> on <strong>{{date}}</strong> ({{time}}), and it is held for you until <strong>{{expiresAt}}</strong>.</p><p><a href="{{confirmUrl}}">Confirm my seat</a></p><p>If you do not confirm it by then, it goes to the next person in line. If you can no longer come, ignore this e-mail.</p>${SIGN_OFF_HTML}`,
    textContent: `Hi {{firstName}},\n\nA seat freed up at {{eventTitle}} on {{date}} ({{time}}), and it is held for you until {{expiresAt}}.\n\nConfirm your seat: {{confirmUrl}}\n\nIf you do not confirm it by then, it goes to the next person in line. If you can no longer come, ignore this e-mail.\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.privacyRequestLink,
    subject: '{{#if erasure}}Erase your data{{else}}Download your data{{/if}}: your link',
    description:
      'To an address someone gave on the privacy page: the signed link (valid 24 hours) to download the data held about it, or to ask for its erasure',
    variables: ['actionText', 'erasure', 'linkUrl', 'expiresAt'],
    htmlContent: `<p>Hello,</p><p>Someone (we hope you) asked on our privacy page to {{actionText}} held about this e-mail address.</p><p><a href="{{linkUrl}}">{{#if erasure}}Ask for the erasure{{else}}Download the data{{/if}}</a></p><p>The link works until {{expiresAt}}. If you did not ask, ignore this e-mail: nothing happens without the link.</p>${SIGN_OFF_HTML}`,
    textContent: `Hello,\n\nSomeone (we hope you) asked on our privacy page to {{actionText}} held about this e-mail address.\n\n{{#if erasure}}Ask for the erasure{{else}}Download the data{{/if}}: {{linkUrl}}\n\nThe link works until {{expiresAt}}. If you did not ask, ignore this e-mail: nothing happens without the link.\n\n${SIGN_OFF_TEXT}`,
  },
  {
    name: MAIL_TEMPLATES.erasureRequestStaff,
    subject: 'Erasure request {{number}}: complete it by {{dueBy}}',
    description:
      'To staff when someone asks for the erasure of their personal data (Data Protection Act): the request number and its 30-day deadline, never the person',
    variables: ['number', 'source', 'requestedAt', 'dueBy'],
    htmlContent:
      '<p>Erasure request <strong>{{number}}</strong> arrived on {{requestedAt}} (from the {{source}}).</p><p>The Data Protection Act gives us until <strong>{{dueBy}}</strong>. Complete it in the back-office under Privacy.</p>',
    textContent:
      'Erasure request {{number}} arrived on {{requestedAt}} (from the {{source}}).\n\nThe Data Protection Act gives us until {{dueBy}}. Complete it in the back-office under Privacy.',
  },
];

export function builtInTemplate(name: string): TemplateDefinition | undefined {
  return DEFAULT_TEMPLATES.find((template) => template.name === name);
}
