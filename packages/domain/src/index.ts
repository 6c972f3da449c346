// The product's domain rules, one copy for the backend, the storefront and the admin.
export * from './venue-calendar.js';
export * from './venue-time.js';
export * from './money.js';
export * from './billing.js';
export * from './booked-intervals.js';
export * from './spaces.js';
export * from './permissions.js';
export * from './contact-fields.js';
export * from './booking-form.js';
export * from './booking-horizon.js';
export * from './admin-number-limits.js';
export * from './cancellation-policy.js';
export * from './vat.js';
export * from './membership.js';
export * from './inquiries.js';
export * from './staff-bookings.js';
export * from './reports.js';
