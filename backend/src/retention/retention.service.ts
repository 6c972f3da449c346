import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import { type PurgeExpiredRecordsJobResult } from '../queue/queues.js';
import {
  ERASURE_REQUESTS_KEPT_MS,
  PRIVACY_LINKS_KEPT_MS,
  TAX_RECORDS_KEPT_MS,
  EXPIRED_MEMBER_SESSIONS_KEPT_MS,
  FAILED_SIGN_INS_KEPT_MS,
  MEMBER_SIGN_IN_LINKS_KEPT_MS,
  RELEASED_HOLDS_KEPT_MS,
  SENT_MAIL_KEPT_MS,
  SMS_KEPT_MS,
  SPENT_PROOFS_OF_WORK_KEPT_MS,
  WEB_VITAL_SAMPLES_KEPT_MS,
} from './retention-periods.js';
import { RetentionRepository } from './retention.repository.js';

/**
 * Worker: once an hour (the `retention` job scheduler, retention.processor.ts) deletes the records kept no longer
 * than retention-periods.ts says, each period counted back from the clock's now.
 */
@Injectable()
export class Retention {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly repository: RetentionRepository,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<PurgeExpiredRecordsJobResult> {
    const now = this.clock.now().getTime();
    const before = (keptMs: number) => new Date(now - keptMs);
    const result: PurgeExpiredRecordsJobResult = {
      releasedHolds: await this.repository.deleteReleasedHolds(before(RELEASED_HOLDS_KEPT_MS)),
      sentMail: await this.repository.deleteSentMail(before(SENT_MAIL_KEPT_MS)),
      sentSms: await this.repository.deleteSms(before(SMS_KEPT_MS)),
      memberSessions: await this.repository.deleteExpiredMemberSessions(before(EXPIRED_MEMBER_SESSIONS_KEPT_MS)),
      memberSignInLinks: await this.repository.deleteExpiredMemberSignInLinks(before(MEMBER_SIGN_IN_LINKS_KEPT_MS)),
      failedSignIns: await this.repository.deleteFailedSignIns(before(FAILED_SIGN_INS_KEPT_MS)),
      webVitalSamples: await this.repository.deleteWebVitalSamples(before(WEB_VITAL_SAMPLES_KEPT_MS)),
      spentProofsOfWork: await this.repository.deleteSpentProofsOfWork(before(SPENT_PROOFS_OF_WORK_KEPT_MS)),
      privacyLinks: await this.repository.deleteExpiredPrivacyLinks(before(PRIVACY_LINKS_KEPT_MS)),
      erasureRequests: await this.repository.deleteCompletedErasureRequests(before(ERASURE_REQUESTS_KEPT_MS)),
      taxRecords: await this.repository.anonymiseTaxRecords(before(TAX_RECORDS_KEPT_MS)),
    };
    const deleted = Object.entries(result).filter(([, count]) => count > 0);
    if (deleted.length > 0)
      this.logger.log(
        `Deleted (tax records: anonymised) past their retention: ${deleted.map(([kind, count]) => `${count} ${kind}`).join(', ')}`,
      );
    return result;
  }
}
