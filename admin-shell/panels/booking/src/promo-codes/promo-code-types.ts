import type { PromoAppliesTo } from 'admin-kit/rules';

// The promo-code shapes of the admin API. The generated schema does not describe them yet (the API is newer than
// docs/openapi.json), so they are spelled out here; once it does, AdminPromoCode becomes
// `components['schemas']['AdminPromoCodeDto']` and the body its create DTO.

/** A promo code as the admin API answers it (AdminPromoCodeDto). */
export interface AdminPromoCode {
  id: string;
  /** Letters, digits, '-' and '_', 3 to 32 of them; stored in capitals and unique whatever the case. */
  code: string;
  /** Staff's own note (at most 500 characters); customers never see it. */
  description: string | null;
  /** A whole percent, 1 to 100. Exactly one of percentOff and amountOffKes is set. */
  percentOff: number | null;
  /** KES above 0, up to 2 decimals, taken off once per checkout. */
  amountOffKes: number | null;
  /** Never tours, which are free. */
  appliesTo: PromoAppliesTo;
  /** The membership plans it applies to, when appliesTo is 'plans'. */
  planIds: string[];
  /** The spaces it applies to, when appliesTo is 'spaces'. */
  spaceIds: string[];
  /** For plans: only the first period is discounted (true), or every renewal too (false). */
  firstPeriodOnly: boolean;
  /** Nairobi dates 'YYYY-MM-DD', both included; null is no bound. */
  validFrom: string | null;
  validTo: string | null;
  /** Paid uses in all; null is unlimited. */
  maxRedemptions: number | null;
  /** Paid uses per customer e-mail address; null is unlimited. */
  maxPerCustomer: number | null;
  active: boolean;
  /** On the home page's offer banner while active and valid; only the newest such code is shown. */
  displayOnSite: boolean;
  /** The banner's words (at most 80 characters); null shows the words built from the discount. */
  bannerText: string | null;
  /** Paid uses so far (read only). */
  redemptions: number;
  /** Uses held by checkouts still in progress (read only). */
  reserved: number;
  /** What was paid with the code, net of refunds, in KES (read only). */
  revenueKes: number;
  createdAt: string;
  updatedAt: string;
}

/** What the server counts or stamps itself, so no form sends it. */
type ServerKeptField = 'id' | 'redemptions' | 'reserved' | 'revenueKes' | 'createdAt' | 'updatedAt';

/** What creating a code sends, and changing one (where only the fields sent change). */
export type PromoCodeBody = Omit<AdminPromoCode, ServerKeptField>;
