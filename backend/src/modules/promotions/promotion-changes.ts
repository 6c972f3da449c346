/**
 * The change notice every committed write to promo codes announces (the home page's advertised promotion is prepared
 * from them).
 */
export const PROMOTIONS_CHANGED = 'promotions';
