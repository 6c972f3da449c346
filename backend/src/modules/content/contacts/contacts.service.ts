import { CONTACT_TRANSITIONS, type ContactStatus } from '@coworking/domain';
import { Injectable, type StreamableFile } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { contactFieldsOf } from '../../../common/entities/contact-fields.embeddable.js';
import { csvFile } from '../../../common/http/csv-export.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { CONTENT_ERRORS } from '../content.errors.js';
import { type Contact } from '../entities/contact.entity.js';
import { recordHandling } from '../staff-work/staff-work.dto.js';
import { type StaffWorkflow, updateStaffWorkedRecord } from '../staff-work/staff-update.js';
import {
  CONTACT_CSV_COLUMNS,
  type ContactDto,
  type ContactListQueryDto,
  type ContactReplyDto,
  toContactDto,
  type UpdateContactDto,
} from './contact.dto.js';
import { ContactsRepository } from './contacts.repository.js';

const CONTACT_WORKFLOW: StaffWorkflow<ContactStatus> = {
  transitions: CONTACT_TRANSITIONS,
  auditResource: 'contacts',
  forbiddenMove: CONTENT_ERRORS.contactMove,
};

/** How staff work contact inquiries: the list, new → responded → closed with a note, and replies by e-mail. */
@Injectable()
export class ContactsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: ContactsRepository,
    private readonly mail: MailService,
    private readonly audit: AuditLogService,
  ) {}

  async list(query: ContactListQueryDto): Promise<{ rows: ContactDto[]; total: number }> {
    const { rows, total } = await this.repository.page(query);
    return { rows: rows.map(toContactDto), total };
  }

  /** The inquiries the list's filters match, as a streamed CSV download. */
  export(query: ContactListQueryDto): StreamableFile {
    return csvFile('contacts', CONTACT_CSV_COLUMNS, this.repository.stream(query));
  }

  async get(id: string): Promise<ContactDto> {
    const contact = await this.repository.findById(id);
    if (!contact) throw CONTENT_ERRORS.contactNotFound();
    return toContactDto(contact);
  }

  /** Moves an inquiry along new → responded → closed and/or changes its note; a move the machine forbids is 409. */
  update(id: string, change: UpdateContactDto, actor: AdminPrincipal, ip: string): Promise<ContactDto> {
    return updateStaffWorkedRecord(this.unitOfWork, this.audit, CONTACT_WORKFLOW, {
      change,
      actor,
      ip,
      load: (tx) => this.load(tx, id),
      present: toContactDto,
    });
  }

  /**
   * Answers an inquiry by e-mail: the reply is written to the outbox (the e-mail log) in the same transaction that
   * marks a new inquiry responded, then queued. A closed inquiry can still be answered (a late follow-up).
   */
  async reply(id: string, body: ContactReplyDto, actor: AdminPrincipal, ip: string): Promise<ContactDto> {
    const { contact, staged } = await this.unitOfWork.run(async (tx) => {
      const contact = await this.load(tx, id);
      const before = contact.status;
      if (contact.status === 'new') contact.status = 'responded';
      contact.repliedAt = new Date();
      recordHandling(contact.handling, actor, contact.repliedAt);
      const staged = this.mail.stage(tx, {
        template: MAIL_TEMPLATES.contactReply,
        to: contact.contact.email,
        variables: {
          firstName: contactFieldsOf(contact.contact).firstName,
          subject: contact.subject,
          message: contact.message,
          reply: body.message,
        },
      });
      this.audit.record(tx, {
        actor,
        action: 'send',
        resource: 'contacts',
        resourceId: contact.id,
        changes: {
          ...(before !== contact.status ? { status: { from: before, to: contact.status } } : {}),
          emailId: { from: null, to: staged.id },
        },
        ipAddress: ip,
      });
      return { contact, staged };
    });
    await this.mail.dispatch([staged]);
    return toContactDto(contact);
  }

  private async load(tx: Transaction, id: string): Promise<Contact> {
    const contact = await this.repository.findForUpdate(tx, id);
    if (!contact) throw CONTENT_ERRORS.contactNotFound();
    return contact;
  }
}
