import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { PROOF_OF_WORK_UNAVAILABLE_MESSAGE } from './proof-of-work.exception.js';
import { SpentChallengesRepository } from './spent-challenges.repository.js';

/** Past the challenge's expiry, so a process whose clock runs a little behind still finds the record. */
const KEPT_PAST_EXPIRY_SECONDS = 60;

/**
 * The challenges already answered, so each answer is accepted once: a row per answer in PostgreSQL, the one store
 * every API process shares and that outlives a Redis outage (one insert per form submission, and these forms are
 * few). When the database cannot record the answer the form is refused with 503, never taken unrecorded.
 */
@Injectable()
export class UsedChallenges {
  private readonly logger = new Logger('ProofOfWork');

  constructor(private readonly spent: SpentChallengesRepository) {}

  /** Records the challenge as answered; false when it already was. */
  async claim(challengeId: string, expiresAtSeconds: number, now: Date): Promise<boolean> {
    const keepUntil = new Date(Math.max(expiresAtSeconds * 1000, now.getTime()) + KEPT_PAST_EXPIRY_SECONDS * 1000);
    try {
      return await this.spent.claim(challengeId, keepUntil);
    } catch (error) {
      this.logger.warn(`Could not record a used challenge, refusing the form: ${String(error)}`);
      throw new ServiceUnavailableException({ message: PROOF_OF_WORK_UNAVAILABLE_MESSAGE });
    }
  }
}
