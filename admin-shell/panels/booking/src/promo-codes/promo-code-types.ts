import type { PromoCodeRecord } from 'admin-kit';

/**
 * A promo code as the admin API answers it (AdminPromoCodeDto): exactly one of percentOff and amountOffKes; planIds
 * or spaceIds name what it applies to; redemptions, reserved and revenueKes are counted by the server.
 */
export type AdminPromoCode = PromoCodeRecord;

/** What the server counts or stamps itself, so no form sends it. */
type ServerKeptField = 'id' | 'redemptions' | 'reserved' | 'revenueKes' | 'createdAt' | 'updatedAt';

/** What creating a code sends, and changing one (where only the fields sent change). */
export type PromoCodeBody = Omit<AdminPromoCode, ServerKeptField>;
