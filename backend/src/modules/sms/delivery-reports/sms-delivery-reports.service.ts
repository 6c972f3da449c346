import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { SmsOutboxRepository } from '../sms-outbox.repository.js';
import { canMoveSms } from '../sms-transitions.js';
import { type SmsDeliveryReportDto } from './delivery-report.dto.js';

/** Africa's Talking's final delivery statuses; the rest (Sent, Submitted, Buffered) are on the way. */
const DELIVERED = new Set(['success']);
const NOT_DELIVERED = new Set(['failed', 'rejected', 'expired']);

/** Delivery reports: each stored on the sent message it names, moving it to delivered or failed when final. */
@Injectable()
export class SmsDeliveryReports {
  private readonly logger = new Logger('SmsDeliveryReports');

  constructor(
    private readonly outboxes: SmsOutboxRepository,
    private readonly clock: Clock,
  ) {}

  /** How many messages the report changed (0 for an unknown id or an incomplete report, which are ignored). */
  async record(report: SmsDeliveryReportDto): Promise<number> {
    if (!report.id || !report.status) return 0;
    const status = report.status.toLowerCase();
    const target = DELIVERED.has(status) ? 'delivered' : NOT_DELIVERED.has(status) ? 'failed' : null;
    // Reports land on sent messages only (the repository's condition); the table says where a sent one may go.
    const changed = await this.outboxes.recordDeliveryReport({
      providerMessageId: report.id,
      deliveryStatus: report.status,
      failureReason: report.failureReason?.trim() || null,
      reportedAt: this.clock.now(),
      moveTo: target && canMoveSms('sent', target) ? target : null,
    });
    if (changed === 0) this.logger.debug(`Delivery report for unknown or settled message ${report.id} ignored`);
    return changed;
  }
}
