import { PROMO_CODE_CHARACTERS, PROMO_CODE_MAX_LENGTH, PROMO_CODE_MIN_LENGTH, tooLong } from '@coworking/domain';
import { z } from 'zod';

// The API's bounds, from the shared rule.
export const PROMO_CODE_MIN = PROMO_CODE_MIN_LENGTH;
export const PROMO_CODE_MAX = PROMO_CODE_MAX_LENGTH;

export const PROMO_CODE_MESSAGES = {
  required: 'Please enter a promo code',
  hasSpaces: 'Promo code cannot contain spaces',
  characters: 'Promo code can only contain letters, digits, dashes (-) and underscores (_)',
  tooShort: `Promo code must be at least ${PROMO_CODE_MIN} characters`,
  notApplied: 'Press Apply to use this promo code, or clear the field to pay without it',
} as const;

/**
 * The promo code field, by the API's rule: 3 to 32 letters, digits, dashes or underscores, compared in capitals
 * (so 'save10 ' is SAVE10). The rules are in the order a person fixes them: a code written with a space hears about
 * the space, not a list of allowed characters.
 */
export const promoCodeSchema = z.object({
  promoCode: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, PROMO_CODE_MESSAGES.required)
    .regex(/^\S*$/, PROMO_CODE_MESSAGES.hasSpaces)
    .regex(PROMO_CODE_CHARACTERS, PROMO_CODE_MESSAGES.characters)
    .min(PROMO_CODE_MIN, PROMO_CODE_MESSAGES.tooShort)
    .max(PROMO_CODE_MAX, tooLong('Promo code', PROMO_CODE_MAX)),
});

export type PromoCodeInput = z.input<typeof promoCodeSchema>;
export type PromoCodeValues = z.output<typeof promoCodeSchema>;

/** The message the field shows for what was typed, or none. */
export function promoCodeError(promoCode: string): string | undefined {
  const result = promoCodeSchema.safeParse({ promoCode });
  return result.success ? undefined : result.error.issues[0]?.message;
}
