import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type Challenge } from 'altcha-lib';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Clock } from '../clock/clock.js';
import { checkSolution, issueChallenge, type ProofOfWorkKeys, proofOfWorkKeys } from './proof-of-work-challenges.js';
import { ProofOfWorkException } from './proof-of-work.exception.js';
import { UsedChallenges } from './used-challenges.js';

/**
 * Issues the challenges the public forms solve in the browser and checks the answers they send. With
 * PROOF_OF_WORK=off challenges are still issued (the storefront does not need to know) but nothing is checked.
 */
@Injectable()
export class ProofOfWorkService {
  private readonly keys: ProofOfWorkKeys;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly used: UsedChallenges,
  ) {
    // Production requires SESSION_SECRET (app-config.ts); the launcher shares one between processes in development.
    this.keys = proofOfWorkKeys(config.session.secret ?? randomBytes(32).toString('hex'));
  }

  challenge(): Promise<Challenge> {
    return issueChallenge(this.keys, this.config.proofOfWork.maxNumber, this.clock.now());
  }

  /** Passes a request whose header carries a fresh, correct answer not used before; else a 400 saying which. */
  async check(header: string | undefined): Promise<void> {
    if (!this.config.proofOfWork.enabled) return;
    const now = this.clock.now();
    const result = await checkSolution(this.keys, header, now);
    if (!result.passed) throw new ProofOfWorkException(result.refusal);
    if (!(await this.used.claim(result.challengeId, result.expiresAt, now))) throw new ProofOfWorkException('reused');
  }
}
