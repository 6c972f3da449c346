import { withinPriceLimit } from '@coworking/domain';
import { ValidateBy } from 'class-validator';

/** A KES amount as text that is at most the admin price bound (ADMIN_NUMBER_LIMITS.priceKes); checked after its format. */
export function WithinPriceLimit(message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'withinPriceLimit',
      validator: { validate: (value: unknown) => typeof value !== 'string' || withinPriceLimit(value) },
    },
    { message },
  );
}
