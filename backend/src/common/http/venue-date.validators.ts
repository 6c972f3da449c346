import { isVenueDate } from '@coworking/domain';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * A real venue date `YYYY-MM-DD` (the Africa/Nairobi calendar): '2026-02-30' and '4/12/2026' are refused.
 * With `{ each: true }` every item of an array is checked.
 */
export function IsVenueDate(options: ValidationOptions & { message: string }): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isVenueDate',
      validator: { validate: (value: unknown) => typeof value === 'string' && isVenueDate(value) },
    },
    options,
  );
}
