import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** The proof-of-work answers already accepted (proof_of_work_spent), as SQL. */
@Injectable()
export class SpentChallengesRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Records a challenge as answered, in one statement: of two processes claiming the same challenge at the same
   * moment the primary key lets exactly one insert. True when this call recorded it, false when it already was.
   */
  async claim(challengeSignature: string, keepUntil: Date): Promise<boolean> {
    const inserted = await this.em.fork().execute<{ challenge_signature: string }[]>(
      `insert into proof_of_work_spent (challenge_signature, expires_at) values (?, ?)
         on conflict (challenge_signature) do nothing returning challenge_signature`,
      [challengeSignature, keepUntil],
    );
    return inserted.length === 1;
  }
}
