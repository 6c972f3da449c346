import { CHECK_IN_CODE_ALPHABET, CHECK_IN_CODE_LENGTH } from '@coworking/domain';
import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { type VisitKind } from '../entities/check-in-code.entity.js';

/** A new random code: 8 characters of 31, about 8.5 × 10^11 codes, so guessing one at the desk is hopeless. */
export function newCheckInCode(): string {
  let code = '';
  for (let index = 0; index < CHECK_IN_CODE_LENGTH; index++)
    code += CHECK_IN_CODE_ALPHABET[randomInt(CHECK_IN_CODE_ALPHABET.length)];
  return code;
}

/** The check-in codes of visits: one per booking group (space booking or tour) and one per guest pass. */
@Injectable()
export class CheckInCodesRepository {
  /**
   * The visit's code, made on first use in the caller's transaction. Two transactions making the first code of one
   * visit at once agree: the loser's insert does nothing and it reads the winner's code. A clash with another visit's
   * code (vanishingly rare) draws again.
   */
  async codeFor(tx: Transaction, visitKind: VisitKind, visitId: string): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await this.existingCode(tx, visitKind, visitId);
      if (existing) return existing;
      const [inserted] = await entityManagerOf(tx).execute<{ code: string }[]>(
        `insert into check_in_codes (code, visit_kind, visit_id) values (?, ?, ?)
         on conflict do nothing returning code`,
        [newCheckInCode(), visitKind, visitId],
      );
      if (inserted) return inserted.code;
    }
    throw new Error(`Could not make a check-in code for ${visitKind} ${visitId}`);
  }

  /** The visit's code, if it has one. */
  async existingCode(tx: Transaction, visitKind: VisitKind, visitId: string): Promise<string | null> {
    const [row] = await entityManagerOf(tx).execute<{ code: string }[]>(
      'select code from check_in_codes where visit_kind = ? and visit_id = ?',
      [visitKind, visitId],
    );
    return row?.code ?? null;
  }

  /** What a code admits, if it exists. */
  async visitOf(tx: Transaction, code: string): Promise<{ visitKind: VisitKind; visitId: string } | null> {
    const [row] = await entityManagerOf(tx).execute<{ visit_kind: VisitKind; visit_id: string }[]>(
      'select visit_kind, visit_id from check_in_codes where code = ?',
      [code],
    );
    return row ? { visitKind: row.visit_kind, visitId: row.visit_id } : null;
  }
}
