import { formatKesNumber } from './money.js';

/**
 * Bounds on the numbers staff type into spaces and membership plans: roomy for any real venue, tight enough that a
 * typo cannot create thousands of calendar rows, overflow an integer column or ask Paystack for an absurd amount.
 */
export const ADMIN_NUMBER_LIMITS = {
  /** People a space seats. */
  capacity: 1000,
  /** Instances of one space that can be booked at once (each is a row on the calendar). */
  instancesPerSpace: 200,
  /** A space's or a plan's number, and positions in display order. */
  number: 9999,
  displayOrder: 9999,
  /** KES a space costs per billing cycle, or a plan per period. */
  priceKes: 10_000_000,
} as const;

export const ADMIN_NUMBER_MESSAGES = {
  capacity: `Capacity must be at most ${ADMIN_NUMBER_LIMITS.capacity}`,
  availabilityCapacity: `Availability capacity must be at most ${ADMIN_NUMBER_LIMITS.instancesPerSpace} instances`,
  instancesPerSpace: `A space can have at most ${ADMIN_NUMBER_LIMITS.instancesPerSpace} instances`,
  number: `Number must be at most ${ADMIN_NUMBER_LIMITS.number}`,
  displayOrder: `Display order must be at most ${ADMIN_NUMBER_LIMITS.displayOrder}`,
  rate: `Rate must be at most KSh ${formatKesNumber(ADMIN_NUMBER_LIMITS.priceKes)}`,
  price: `Price must be at most KSh ${formatKesNumber(ADMIN_NUMBER_LIMITS.priceKes)}`,
} as const;

/** Whether a KES amount written as text ('25000', '1500.50') is within the price bound. */
export function withinPriceLimit(amount: string): boolean {
  return Number(amount) <= ADMIN_NUMBER_LIMITS.priceKes;
}
