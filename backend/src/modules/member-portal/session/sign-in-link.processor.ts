import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnModuleInit } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { JobSchedulers } from '../../../queue/job-schedulers.js';
import {
  JOB_SCHEDULERS,
  MEMBER_JOBS,
  QUEUES,
  type RelaySignInLinksJobResult,
  type ScheduledJobData,
  type SendSignInLinkJobData,
} from '../../../queue/queues.js';
import { MemberSessionsService } from './member-sessions.service.js';

/**
 * Worker: the member queue. Handles each sign-in-link request the API queued (lookup, link, e-mail), and every
 * MAIL_RELAY_SECONDS the requests that never reached Redis, like the mail relay.
 */
@Processor(QUEUES.member, { concurrency: 4 })
export class SignInLinkProcessor extends WorkerHost implements OnModuleInit {
  private readonly logger = new Logger('MemberQueue');

  constructor(
    private readonly sessions: MemberSessionsService,
    private readonly schedulers: JobSchedulers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  onModuleInit(): void {
    this.schedulers.keep(JOB_SCHEDULERS.signInLinkRelay, this.config.mail.relaySeconds * 1000);
  }

  async process(job: Job<SendSignInLinkJobData | ScheduledJobData>): Promise<unknown> {
    if (job.name === MEMBER_JOBS.relaySignInLinks)
      return { handled: await this.sessions.handleWaitingSignInLinkRequests() } satisfies RelaySignInLinksJobResult;
    if (job.name !== MEMBER_JOBS.sendSignInLink) throw new UnrecoverableError(`Unknown member job "${job.name}"`);
    // Nothing is returned: a completed job must not tell who is a member to whoever reads the queue.
    await this.sessions.handleSignInLinkRequest((job.data as SendSignInLinkJobData).requestId);
    return null;
  }

  /** A failed job's request stays in PostgreSQL (its transaction rolled back): the relay tries it again. */
  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn(`Member job ${job?.name ?? ''} failed: ${error.message}`);
  }
}
