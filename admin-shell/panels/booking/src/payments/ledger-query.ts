import type { ColumnSort } from 'admin-kit/rules';
import type { LedgerQuery } from './payment-types';

export type LedgerStatusFilter = NonNullable<LedgerQuery['status']> | 'rejected';
export type LedgerPurposeFilter = NonNullable<LedgerQuery['purpose']>;

/** The filter row as typed; '' means "any". */
export interface LedgerFilters {
  q: string;
  status: LedgerStatusFilter | '';
  purpose: LedgerPurposeFilter | '';
  channel: string;
  from: string;
  to: string;
}

export const NO_FILTERS: LedgerFilters = { q: '', status: '', purpose: '', channel: '', from: '', to: '' };

export type LedgerSortField = 'createdAt' | 'amountCents';
export type LedgerSort = ColumnSort<LedgerSortField>;

/** Newest first, as the API defaults. */
export const DEFAULT_SORT: LedgerSort = { field: 'createdAt', order: 'DESC' };

interface Choice<V extends string> {
  value: V;
  label: string;
}

export const STATUS_FILTERS: readonly Choice<LedgerStatusFilter>[] = [
  { value: 'success', label: 'Paid' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
  { value: 'abandoned', label: 'Abandoned' },
  { value: 'rejected', label: 'Rejected (wrong amount)' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'partially_refunded', label: 'Partially refunded' },
];

export const PURPOSE_FILTERS: readonly Choice<LedgerPurposeFilter>[] = [
  { value: 'booking', label: 'Booking' },
  { value: 'plan', label: 'Membership plan' },
];

/** Paystack's channel names for the two ways customers pay here. */
export const CHANNEL_FILTERS: readonly Choice<string>[] = [
  { value: 'card', label: 'Card' },
  { value: 'mobile_money', label: 'M-Pesa' },
  { value: 'cash', label: 'Cash' },
  { value: 'mpesa', label: 'M-Pesa (offline)' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'complimentary', label: 'Complimentary' },
];
