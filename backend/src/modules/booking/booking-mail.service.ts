import { Inject, Injectable } from '@nestjs/common';
import { type Transaction } from '../../common/database/transaction.js';
import { BusinessSettingsService } from '../../common/settings/business-settings.js';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type MailRequest, MailService } from '../mail/delivery/mail.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { SmsService } from '../sms/sms.service.js';
import { SMS_TEMPLATES } from '../sms/templates/default-sms-templates.js';
import { BookingAccessTokensRepository } from './booking-access-tokens.repository.js';
import { bookingConfirmationMail, bookingReference, bookingTitle } from './booking-mail.js';
import { byStart, groupSpan } from './booking-schedule.js';
import { CheckInCodesRepository } from './check-in/check-in-codes.repository.js';
import { type SpaceBooking } from './entities/space-booking.entity.js';

/**
 * The booking module's e-mails and the manage links they carry: a group's manage link (issued here, and opened here
 * when the customer follows it), its confirmation with the check-in code, and the mail outbox every booking e-mail
 * is staged in (inside the change's transaction) and dispatched from (after it commits).
 */
@Injectable()
export class BookingMailService {
  constructor(
    private readonly mail: MailService,
    private readonly accessTokens: BookingAccessTokensRepository,
    private readonly checkInCodes: CheckInCodesRepository,
    private readonly settings: BusinessSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sms: SmsService,
  ) {}

  /** A manage link for a group, valid until its last row ends; the token is stored hashed in `tx`. */
  manageUrl(tx: Transaction, rows: SpaceBooking[]): string {
    const { endAt } = groupSpan(rows);
    const token = this.accessTokens.issue(tx, rows[0].bookingGroupId ?? rows[0].id, endAt);
    return `${this.config.http.publicUrl}/bookings/manage/${token}`;
  }

  /** The booking group a manage link opens, if the link exists and has not expired. */
  groupOfManageLink(token: string, now: Date): Promise<string | null> {
    return this.accessTokens.groupOf(token, now);
  }

  /**
   * The confirmation e-mail of confirmed rows, with a fresh manage link and the group's check-in code: made here, in
   * the transaction that writes the e-mail, on the first confirmation (a moved booking's new confirmation reuses it).
   * The confirmation SMS (to the contact's phone, with SMS consent) is staged beside it in `tx`; the callers dispatch
   * e-mail only, so the SMS relay queues it within seconds of the commit.
   */
  async confirmationMail(tx: Transaction, rows: SpaceBooking[]): Promise<MailRequest> {
    const policy = (await this.settings.get(tx)).cancellation;
    const checkInCode = await this.checkInCodes.codeFor(tx, 'booking', rows[0].bookingGroupId ?? rows[0].id);
    const ordered = byStart(rows);
    const mail = bookingConfirmationMail(ordered, this.manageUrl(tx, rows), policy, checkInCode);
    await this.stageConfirmationSms(tx, ordered, mail);
    return mail;
  }

  /** The short version of the confirmation e-mail for the contact's phone, when its latest SMS consent says yes. */
  private async stageConfirmationSms(tx: Transaction, rows: SpaceBooking[], mail: MailRequest): Promise<void> {
    const [booking] = rows;
    if (!booking.contact?.phone) return;
    const variables = mail.variables ?? {};
    await this.sms.stage(tx, {
      to: booking.contact.phone,
      template: SMS_TEMPLATES.bookingConfirmed,
      variables: {
        firstName: booking.contact.firstName ?? null,
        spaceTitle: bookingTitle(booking),
        date: variables.date,
        time: variables.time,
        reference: bookingReference(booking),
        checkInCode: variables.checkInCode,
      },
    });
  }

  /** The confirmation e-mail of confirmed rows, staged in `tx`. */
  async stageConfirmation(tx: Transaction, rows: SpaceBooking[]): Promise<MailOutbox> {
    return this.mail.stage(tx, await this.confirmationMail(tx, rows));
  }

  /** An e-mail written to the outbox in `tx`: it exists exactly when the change does. */
  stage(tx: Transaction, request: MailRequest): MailOutbox {
    return this.mail.stage(tx, request);
  }

  /** Sends staged e-mails once their transaction committed. */
  dispatch(staged: MailOutbox[]): Promise<void> {
    return this.mail.dispatch(staged);
  }
}
