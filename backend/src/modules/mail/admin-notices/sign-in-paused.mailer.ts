import { formatVenueDeadline } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../../common/events/domain-events.js';
import { AccountPaused } from '../../identity/session/account-paused.event.js';
import { MailService } from '../delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../templates/default-templates.js';

/** E-mails an admin whose account sign-in identity paused after many failed attempts (identity cannot send mail). */
@Injectable()
export class SignInPausedMailer {
  constructor(private readonly mail: MailService) {}

  /** Stages the e-mail in the pausing transaction; answers the hand-off to run after its commit. */
  @OnDomainEvent(AccountPaused.NAME)
  stage({ tx, notice }: AccountPaused): () => Promise<void> {
    const outbox = this.mail.stage(tx, {
      template: MAIL_TEMPLATES.adminSignInPaused,
      to: notice.admin.email,
      variables: {
        firstName: notice.admin.firstName ?? notice.admin.username,
        username: notice.admin.username,
        failures: notice.failures,
        windowMinutes: notice.windowMinutes,
        pausedMinutes: notice.pausedMinutes,
        pausedUntil: formatVenueDeadline(notice.pausedUntil),
        lastAddress: notice.lastAddress,
      },
    });
    return () => this.mail.dispatch([outbox]);
  }
}
