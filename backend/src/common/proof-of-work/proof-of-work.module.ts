import { Global, Module } from '@nestjs/common';
import { ProofOfWorkController } from './proof-of-work.controller.js';
import { ProofOfWorkGuard } from './proof-of-work.decorator.js';
import { ProofOfWorkService } from './proof-of-work.service.js';
import { SpentChallengesRepository } from './spent-challenges.repository.js';
import { UsedChallenges } from './used-challenges.js';

/** The challenge endpoint, and the guard behind @RequireProofOfWork() for any module's routes. */
@Global()
@Module({
  controllers: [ProofOfWorkController],
  providers: [ProofOfWorkService, UsedChallenges, SpentChallengesRepository, ProofOfWorkGuard],
  exports: [ProofOfWorkService, ProofOfWorkGuard],
})
export class ProofOfWorkModule {}
