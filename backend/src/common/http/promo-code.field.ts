import { PROMO_CODE_MESSAGE } from '@coworking/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimToUndefined } from './transforms.js';

/**
 * Optional on every checkout body: a promo code as the customer typed it (any case). The checkout prices the code on
 * the server; one that cannot be used refuses the checkout with 400 saying why, and nothing is held.
 */
export function PromoCodeField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ example: 'SAVE10', maxLength: 32, description: 'A promo code, any case' }),
    TrimToUndefined(),
    IsOptional(),
    IsString({ message: PROMO_CODE_MESSAGE }),
    MaxLength(32, { message: PROMO_CODE_MESSAGE }),
  );
}
