import { Module } from '@nestjs/common';
import { RetentionProcessor } from './retention.processor.js';
import { RetentionRepository } from './retention.repository.js';
import { Retention } from './retention.service.js';

/** The worker's clean-up of records past their retention period. Loaded by the worker process only. */
@Module({ providers: [RetentionRepository, Retention, RetentionProcessor] })
export class RetentionModule {}
