import { PromoCode } from './entities/promo-code.entity.js';
import { PromoRedemption } from './entities/promo-redemption.entity.js';

export const PROMOTIONS_ENTITIES = [PromoCode, PromoRedemption];
