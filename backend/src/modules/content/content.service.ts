import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/transaction.js';
import { contactFieldsOf } from '../../common/entities/contact-fields.embeddable.js';
import { RateLimitService } from '../../common/rate-limits/rate-limit.service.js';
import { StaffNotificationsService } from '../mail/admin-notices/staff-notifications.service.js';
import { MailService } from '../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../mail/templates/default-templates.js';
import { ContactsRepository } from './contacts/contacts.repository.js';
import { type CreateContactDto, type CreateJobApplicationDto } from './dto/public-content.dto.js';
import { Contact } from './entities/contact.entity.js';
import { JobApplication } from './entities/job-application.entity.js';
import { JobApplicationsRepository } from './job-applications/job-applications.repository.js';
import { NewsletterService } from './newsletter/newsletter.service.js';
import { acknowledgesVisitor } from './visitor-acknowledgements.js';

/**
 * The forms visitors send from the site: a contact inquiry, a job application and the newsletter sign-up, each
 * acknowledged by e-mail (what they read is PublishedContentService's).
 */
@Injectable()
export class ContentService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly contacts: ContactsRepository,
    private readonly applications: JobApplicationsRepository,
    private readonly newsletter: NewsletterService,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly staffNotices: StaffNotificationsService,
  ) {}

  async submitContact(body: CreateContactDto): Promise<string> {
    const contact = new Contact(body);
    const acknowledge = await acknowledgesVisitor(this.limits, contact.contact.email);
    const staged = await this.unitOfWork.run(async (tx) => {
      this.contacts.add(tx, contact);
      const staff = this.mail.stage(tx, {
        template: MAIL_TEMPLATES.contactStaffCopy,
        to: await this.staffNotices.recipientFor(tx, 'contacts'),
        variables: { ...contactFieldsOf(contact.contact), subject: contact.subject, body: contact.message },
      });
      if (!acknowledge) return [staff];
      // The message itself goes to staff only; the subject is one of the form's fixed choices.
      const visitor = this.mail.stage(tx, {
        template: MAIL_TEMPLATES.contactAcknowledged,
        to: contact.contact.email,
        variables: { firstName: contact.contact.firstName, subject: contact.subject },
      });
      return [visitor, staff];
    });
    await this.mail.dispatch(staged);
    return contact.id;
  }

  async submitJobApplication(body: CreateJobApplicationDto): Promise<string> {
    const application = new JobApplication(body);
    application.coverLetter = body.coverLetter ?? null;
    application.resumeUrl = body.resumeUrl ?? null;
    const acknowledge = await acknowledgesVisitor(this.limits, application.contact.email);
    const staged = await this.unitOfWork.run(async (tx) => {
      this.applications.add(tx, application);
      // Staff hear of every application: the applicant was promised an answer within a week.
      const staff = this.mail.stage(tx, {
        template: MAIL_TEMPLATES.jobApplicationStaff,
        to: await this.staffNotices.recipientFor(tx, 'applications'),
        variables: {
          ...contactFieldsOf(application.contact),
          position: application.position,
          coverLetter: application.coverLetter,
          resumeUrl: application.resumeUrl,
        },
      });
      if (!acknowledge) return [staff];
      const applicant = this.mail.stage(tx, {
        template: MAIL_TEMPLATES.jobApplicationReceived,
        to: application.contact.email,
        variables: { firstName: application.contact.firstName, position: application.position },
      });
      return [applicant, staff];
    });
    await this.mail.dispatch(staged);
    return application.id;
  }

  /** The newsletter sign-up, which the newsletter decides (NewsletterService.subscribe); true when anything changed. */
  subscribe(rawEmail: string): Promise<boolean> {
    return this.newsletter.subscribe(rawEmail);
  }
}
