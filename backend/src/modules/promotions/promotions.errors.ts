import { type PromoRefusal, promoRefusalMessage } from '@coworking/domain';
import { DomainError } from '../../common/errors/domain-error.js';

/** The promotions module's refusals: one class, a code per rule. */
export type PromotionsErrorCode =
  | `promo-${PromoRefusal}`
  | 'promo-code-not-found'
  | 'promo-code-taken'
  | 'promo-code-invalid'
  | 'promo-code-used'
  | 'promo-code-terms-changed';

export class PromotionsError extends DomainError<PromotionsErrorCode> {
  readonly module = 'promotions';
}

/** Each refusal built in one place, so a rule's code, kind and words cannot drift apart. */
export const PROMOTIONS_ERRORS = {
  /** A customer's code cannot be used: 400 naming why, against the checkout's `promoCode` field. */
  refused: (refusal: PromoRefusal, code: string, validFrom: string | null = null) => {
    const message = promoRefusalMessage(refusal, code, { validFrom });
    return new PromotionsError(`promo-${refusal}`, 'invalid', message, { promoCode: message });
  },
  notFound: () => new PromotionsError('promo-code-not-found', 'not-found', 'Promo code not found.'),
  taken: (code: string) => {
    const message = `There is already a promo code ${code}.`;
    return new PromotionsError('promo-code-taken', 'conflict', message, { code: message });
  },
  /** The code's rules do not fit together (e.g. plans chosen but none named). */
  invalid: (errors: Record<string, string>) =>
    new PromotionsError('promo-code-invalid', 'invalid', Object.values(errors)[0], errors),
  /** Staff changed the code's limits while this checkout was using it: nothing was held, the customer tries again. */
  termsChanged: (code: string) => {
    const message = `The terms of the promo code ${code} changed just now. Please try again.`;
    return new PromotionsError('promo-code-terms-changed', 'conflict', message, { promoCode: message });
  },
  used: (code: string) =>
    new PromotionsError(
      'promo-code-used',
      'conflict',
      `The promo code ${code} has been used, so it is kept for the books: deactivate it instead.`,
    ),
};
