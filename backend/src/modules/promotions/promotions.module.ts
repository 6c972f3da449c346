import { PromotionsPersonalDataListener } from './privacy/promotions-personal-data.listener.js';
import { PromotionsPersonalDataRepository } from './privacy/promotions-personal-data.repository.js';
import { Module } from '@nestjs/common';
import { ChangeNoticesModule } from '../../common/changes/change-notices.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { PromoCodesAdminController } from './promo-codes-admin.controller.js';
import { PromoCodesAdminService } from './promo-codes-admin.service.js';
import { PromoCodesRepository } from './promo-codes.repository.js';
import { PromotionsController } from './promotions.controller.js';
import { PromotionsService } from './promotions.service.js';

/**
 * Promo codes: staff's codes (/api/admin/promo-codes, permission promotions.*), the public check before paying and
 * the advertised promotion, and what the checkouts of bookings, memberships and members' bookings ask of a code
 * (PromotionsService). It sits below the modules that sell, which call it inside their checkout transactions.
 */
@Module({
  imports: [IdentityModule, ChangeNoticesModule],
  controllers: [PromotionsController, PromoCodesAdminController],
  providers: [
    PromotionsPersonalDataListener,
    PromotionsPersonalDataRepository,
    PromoCodesRepository,
    PromotionsService,
    PromoCodesAdminService,
  ],
  exports: [PromotionsService],
})
export class PromotionsModule {}
