import { defaultPromoBanner, formatKes, formatVenueDate } from 'admin-kit/rules';
import type { AdminPromoCode } from './promo-code-types';

/** '10% off' or 'KES 500 off'. */
export function discountLabel({
  percentOff,
  amountOffKes,
}: Pick<AdminPromoCode, 'percentOff' | 'amountOffKes'>): string {
  if (percentOff !== null) return `${percentOff}% off`;
  if (amountOffKes !== null) return `${formatKes(amountOffKes)} off`;
  return '—';
}

/** Names by id, of the plans or spaces the admin may see. */
export type NamesById = ReadonlyMap<string, string>;

export function namesById(records: readonly { id: string; name: string }[]): NamesById {
  return new Map(records.map((record) => [record.id, record.name]));
}

/**
 * The chosen plans or spaces by name. Those without a name here (removed since, or a list the admin may not view)
 * are counted, so the list never looks shorter than it is: 'Flexible and 1 other', or '2 plans' with no names at all.
 */
function chosenNames(ids: readonly string[], names: NamesById, noun: string): string {
  const known = ids.flatMap((id) => names.get(id) ?? []);
  const others = ids.length - known.length;
  if (known.length === 0) return `${others} ${noun}${others === 1 ? '' : 's'}`;
  if (others === 0) return known.join(', ');
  return `${known.join(', ')} and ${others} other${others === 1 ? '' : 's'}`;
}

/** 'All', 'Plans: Flexible, Dedicated Desk' or 'Spaces: Boardroom'. */
export function appliesToLabel(
  promo: Pick<AdminPromoCode, 'appliesTo' | 'planIds' | 'spaceIds'>,
  names: { plans: NamesById; spaces: NamesById },
): string {
  if (promo.appliesTo === 'plans') return `Plans: ${chosenNames(promo.planIds, names.plans, 'plan')}`;
  if (promo.appliesTo === 'spaces') return `Spaces: ${chosenNames(promo.spaceIds, names.spaces, 'space')}`;
  return 'All';
}

/** Whether a code that may discount plans discounts their renewals too; nothing for a code for spaces only. */
export function periodsLabel(promo: Pick<AdminPromoCode, 'appliesTo' | 'firstPeriodOnly'>): string | null {
  if (promo.appliesTo === 'spaces') return null;
  return promo.firstPeriodOnly ? 'First period of a plan only' : 'Every period of a plan';
}

/** The days a code may be used, both included: 'Dec 1, 2026 – Dec 31, 2026', 'From …', 'Until …' or 'Always'. */
export function validityLabel({ validFrom, validTo }: Pick<AdminPromoCode, 'validFrom' | 'validTo'>): string {
  if (validFrom && validTo) return `${formatVenueDate(validFrom)} – ${formatVenueDate(validTo)}`;
  if (validFrom) return `From ${formatVenueDate(validFrom)}`;
  if (validTo) return `Until ${formatVenueDate(validTo)}`;
  return 'Always';
}

/** Paid uses against the limit, and those held by checkouts in progress: '3 of 10 + 2 reserved', '3 (no limit)'. */
export function usesLabel({
  redemptions,
  maxRedemptions,
  reserved,
}: Pick<AdminPromoCode, 'redemptions' | 'maxRedemptions' | 'reserved'>): string {
  const uses = maxRedemptions === null ? `${redemptions} (no limit)` : `${redemptions} of ${maxRedemptions}`;
  return reserved > 0 ? `${uses} + ${reserved} reserved` : uses;
}

/** The words the home page's banner shows for a code: staff's own, else those built from the discount. */
export function bannerLabel(promo: Pick<AdminPromoCode, 'bannerText' | 'percentOff' | 'amountOffKes'>): string {
  if (promo.bannerText) return promo.bannerText;
  const amountOffCents = promo.amountOffKes === null ? null : Math.round(promo.amountOffKes * 100);
  return defaultPromoBanner({ percentOff: promo.percentOff, amountOffCents });
}
