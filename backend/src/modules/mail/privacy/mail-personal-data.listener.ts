import { formatVenueDeadline } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../../common/events/domain-events.js';
import { ErasureRequested } from '../../privacy/erasure/erasure-requested.event.js';
import { PersonalDataErased } from '../../privacy/erasure/personal-data-erased.event.js';
import { erasureScrub } from '../../privacy/erasure/scrub.js';
import {
  type PersonalDataFound,
  PersonalDataExportRequested,
} from '../../privacy/export/personal-data-export-requested.event.js';
import { PrivacyLinkRequested } from '../../privacy/links/privacy-link-requested.event.js';
import { MailService } from '../delivery/mail.service.js';
import { renderTemplate } from '../templates/template-renderer.js';
import { builtInTemplate, MAIL_TEMPLATES } from '../templates/default-templates.js';
import { MailPersonalDataRepository } from './mail-personal-data.repository.js';

const SOURCE_WORDS: Record<string, string> = {
  'member-portal': 'member portal',
  'manage-link': "booking's manage link",
  'email-link': 'privacy page (e-mailed link)',
};

/** Mail's part of the Data Protection Act's rights: the privacy e-mails, and the e-mail log in exports and erasures. */
@Injectable()
export class MailPersonalDataListener {
  constructor(
    private readonly mail: MailService,
    private readonly repository: MailPersonalDataRepository,
  ) {}

  @OnDomainEvent(PrivacyLinkRequested.NAME)
  stageLink({ tx, email, kind, url, expiresAt }: PrivacyLinkRequested): () => Promise<void> {
    const outbox = this.mail.stage(tx, {
      template: MAIL_TEMPLATES.privacyRequestLink,
      to: email,
      variables: {
        erasure: kind === 'erasure',
        actionText: kind === 'erasure' ? 'erase the personal data' : 'download a copy of the personal data',
        linkUrl: url,
        expiresAt: formatVenueDeadline(expiresAt),
      },
    });
    return () => this.mail.dispatch([outbox]);
  }

  @OnDomainEvent(ErasureRequested.NAME)
  async stageStaffNotice({ tx, request }: ErasureRequested): Promise<() => Promise<void>> {
    const staged = await this.mail.stageAll(tx, [
      {
        template: MAIL_TEMPLATES.erasureRequestStaff,
        staff: 'privacy',
        variables: {
          number: request.number,
          source: SOURCE_WORDS[request.source] ?? request.source,
          requestedAt: formatVenueDeadline(request.requestedAt),
          dueBy: formatVenueDeadline(request.dueBy),
        },
      },
    ]);
    return () => this.mail.dispatch(staged);
  }

  @OnDomainEvent(PersonalDataExportRequested.NAME)
  async export({ tx, subject }: PersonalDataExportRequested): Promise<PersonalDataFound> {
    const rows = await this.repository.sentTo(tx, subject);
    return {
      sections: {
        emails: rows.map((row) => {
          const template = builtInTemplate(row.templateName);
          let subjectLine = row.templateName;
          try {
            if (template) subjectLine = renderTemplate(template, row.variables).subject;
          } catch {
            // A message whose variables no longer fit its template is listed by its template's name.
          }
          return {
            subject: subjectLine,
            at: new Date(row.sentAt ?? row.createdAt).toISOString(),
            status: row.status,
          };
        }),
      },
    };
  }

  @OnDomainEvent(PersonalDataErased.NAME)
  async erase(event: PersonalDataErased): Promise<Record<string, number>> {
    const { tx, emails, phones, names } = event;
    const erased = await this.repository.erase(tx, { emails, phones });
    const fullNames = names.filter((name) => name.includes(' '));
    const mentioned = await this.repository.scrubMentions(
      tx,
      { texts: [...emails, ...fullNames], phones },
      erasureScrub(event, ['templateName', 'template_name', 'status']),
    );
    return { ...erased, mail_outbox: erased.mail_outbox + mentioned };
  }
}
