import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Field name → message, for the fields that are wrong. */
export type ValidationErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * Lets a form validate with a plain function (values → messages), so each form's rules are a pure
 * function with its own unit tests.
 */
export function resolverFrom<V extends FieldValues>(validate: (values: V) => ValidationErrors<V>): Resolver<V> {
  return async (values) => {
    const messages = validate(values);
    const entries = Object.entries(messages).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<V>;
    return { values: {}, errors };
  };
}
