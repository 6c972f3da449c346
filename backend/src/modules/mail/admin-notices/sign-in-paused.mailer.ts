import { formatVenueDeadline } from '@coworking/domain';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SignInAlerts } from '../../identity/session/sign-in-alerts.js';
import { MailService } from '../delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../templates/default-templates.js';

/** E-mails an admin whose account sign-in identity paused after many failed attempts (identity cannot send mail). */
@Injectable()
export class SignInPausedMailer implements OnModuleInit {
  constructor(
    private readonly alerts: SignInAlerts,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.alerts.onAccountPaused((tx, notice) => {
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
    });
  }
}
