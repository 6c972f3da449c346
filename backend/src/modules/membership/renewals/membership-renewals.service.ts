import { addVenueDays, RENEWAL_REMINDER_DAYS } from '@coworking/domain';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { PaymentsService } from '../../payment/payments.service.js';
import { RenewalCharges } from './renewal-charges.service.js';
import { type RenewalRunResult, RenewalSteps } from './renewal-steps.service.js';
import { RenewalsRepository } from './renewals.repository.js';

export { type RenewalRunResult } from './renewal-steps.service.js';

/**
 * Renews memberships (the `membership-renewals` job scheduler runs `run` every hour). For each membership whose
 * period ends within the reminder window, one step on the locked row (renewal-steps.service.ts):
 * - Saved card: at the period end the card is charged with `charge_authorization`, under a reference made from
 *   the membership, the period and the try (`SCH-RNW-<membership>-P<period>-T<try>`): the payments table's unique
 *   reference and Paystack's own duplicate check mean a retried job or a second worker never charges twice.
 *   A decline makes the membership past due (e-mail with a pay link; staff told) and is retried 1 and 3 days on.
 * - Pay link (M-Pesa, or a card Paystack will not charge again): reminders 7 days and 1 day before the end, each
 *   with a link to a normal checkout; unpaid at the end, past due.
 * - Past due beyond the grace period (business setting): expired. A membership set not to renew expires at its end.
 * A successful charge goes through the payment module's one fulfilment path (receipt, e-mails; the period is
 * extended by this module's listener, plan-payment-delivery.ts).
 */
@Injectable()
export class MembershipRenewals {
  private readonly logger = new Logger('MembershipRenewals');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly memberships: RenewalsRepository,
    private readonly steps: RenewalSteps,
    private readonly charges: RenewalCharges,
    private readonly payments: PaymentsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** One pass over every membership with something due; one membership's failure never stops the others. */
  async run(): Promise<RenewalRunResult> {
    const result: RenewalRunResult = { charged: 0, reminded: 0, pastDue: 0, expired: 0 };
    const horizon = addVenueDays(this.clock.today(), Math.max(...RENEWAL_REMINDER_DAYS));
    for (const id of await this.memberships.dueBy(horizon)) {
      try {
        const counts = await this.renew(id);
        for (const key of Object.keys(counts) as (keyof RenewalRunResult)[]) result[key] += counts[key] ?? 0;
      } catch (error) {
        this.logger.error(`Membership ${id} could not be renewed: ${error instanceof Error ? error.message : error}`);
      }
    }
    return result;
  }

  /** Does what is due for one membership now; a charge is made after the step's transaction commits. */
  async renew(planBookingId: string): Promise<Partial<RenewalRunResult>> {
    const step = await this.unitOfWork.run((tx) => this.steps.step(tx, planBookingId));
    await this.mail.dispatch(step.staged);
    if (!step.charge) return step.counts;
    const transaction = await this.charges.charge(step.charge.payment, step.charge.authorizationCode);
    if (!transaction) return step.counts;
    await this.payments.fulfil(transaction, 'renewal');
    // A decline: the same step again marks the membership past due and tells the member (once).
    if (transaction.status !== 'success') {
      const after = await this.unitOfWork.run((tx) => this.steps.step(tx, planBookingId));
      await this.mail.dispatch(after.staged);
      return { ...step.counts, pastDue: after.counts.pastDue };
    }
    return step.counts;
  }
}
