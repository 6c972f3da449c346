import { type Transaction } from '../../common/database/transaction.js';
import { type IdentityError } from './identity.errors.js';

/** The fields no two accounts of one kind may share. */
export type AccountField = 'username' | 'email';

/** Accounts of one kind (admins, or customer users), counted by a field's value. */
export interface AccountDirectory {
  countWith(tx: Transaction, field: AccountField, value: string, exceptId?: string): Promise<number>;
}

/**
 * 409 naming the field when another account of the same kind already has this username or e-mail
 * (the unique constraints stay the last word if two requests race).
 */
export async function assertAccountUnique(
  tx: Transaction,
  accounts: AccountDirectory,
  fields: { username?: string; email?: string },
  refusals: Record<AccountField, () => IdentityError>,
  exceptId?: string,
): Promise<void> {
  for (const field of ['username', 'email'] as const) {
    const value = fields[field];
    if (value && (await accounts.countWith(tx, field, value, exceptId))) {
      throw refusals[field]();
    }
  }
}
