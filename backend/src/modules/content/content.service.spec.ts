import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { type RateLimitService } from '../../common/rate-limits/rate-limit.service.js';
import { type StaffNotificationsService } from '../mail/admin-notices/staff-notifications.service.js';
import { type MailRequest, type MailService } from '../mail/delivery/mail.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { MAIL_TEMPLATES } from '../mail/templates/default-templates.js';
import { type ContactsRepository } from './contacts/contacts.repository.js';
import { ContentService } from './content.service.js';
import { type Contact } from './entities/contact.entity.js';
import { type JobApplication } from './entities/job-application.entity.js';
import { type JobApplicationsRepository } from './job-applications/job-applications.repository.js';
import { type NewsletterService } from './newsletter/newsletter.service.js';

/**
 * The public forms: what is stored, who hears of it, and the limit on automatic acknowledgements (past it the
 * submission still counts and staff still hear of it; only the visitor's e-mail is skipped). The tables, the outbox,
 * the limiter and the staff addresses are fakes; test/content proves the forms over HTTP.
 */

const STAFF = { contacts: 'desk@syokimau.test', applications: 'hiring@syokimau.test' };

function setUp({ acknowledgementsLeft = 10, staffAddressesFail = false } = {}) {
  const contacts: Contact[] = [];
  const applications: JobApplication[] = [];
  const contactsRepository: Pick<ContactsRepository, 'add'> = { add: (_tx, contact) => void contacts.push(contact) };
  const applicationsRepository: Pick<JobApplicationsRepository, 'add'> = {
    add: (_tx, application) => void applications.push(application),
  };
  const unitOfWork = new FakeUnitOfWork();
  const staged: MailRequest[] = [];
  const dispatched: MailOutbox[] = [];
  /** How many commits had happened each time mail was handed to the queue. */
  const commitsAtDispatch: number[] = [];
  const mail: Pick<MailService, 'stage' | 'dispatch'> = {
    stage: (_tx, request) => {
      staged.push(request);
      return { id: `mail-${staged.length}` } as MailOutbox;
    },
    dispatch: async (rows) => {
      commitsAtDispatch.push(unitOfWork.commits);
      dispatched.push(...rows);
    },
  };
  const acknowledged: string[] = [];
  let left = acknowledgementsLeft;
  const limits: Pick<RateLimitService, 'allows'> = {
    allows: async (name, subject) => {
      expect(name).toBe('visitor-acknowledgements');
      acknowledged.push(subject.email!);
      return left-- > 0;
    },
  };
  const staffNotices: Pick<StaffNotificationsService, 'recipientFor'> = {
    recipientFor: async (_tx, kind) => {
      if (staffAddressesFail) throw new Error('settings unreadable');
      return STAFF[kind as keyof typeof STAFF];
    },
  };
  const service = new ContentService(
    unitOfWork.asUnitOfWork(),
    contactsRepository as ContactsRepository,
    applicationsRepository as JobApplicationsRepository,
    {} as NewsletterService,
    mail as MailService,
    limits as RateLimitService,
    staffNotices as StaffNotificationsService,
  );
  return { service, contacts, applications, staged, dispatched, commitsAtDispatch, acknowledged, unitOfWork };
}

const APPLICANT = {
  firstName: 'Amani',
  lastName: 'Kiptoo',
  email: 'amani@example.com',
  position: 'Community Manager',
  coverLetter: 'I ran a front desk for two years.',
};

const INQUIRY = {
  firstName: 'Baraka',
  lastName: 'Otieno',
  email: 'baraka@example.com',
  subject: 'Private Office',
  message: 'Do you have an office for four? My budget is private.',
};

describe('ContentService (the public forms)', () => {
  it('stores an application, tells the hiring staff and acknowledges the applicant, both sent after the commit', async () => {
    const { service, applications, staged, dispatched, commitsAtDispatch } = setUp();

    const id = await service.submitJobApplication(APPLICANT);

    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({ id, coverLetter: APPLICANT.coverLetter, resumeUrl: null });
    expect(staged.map((request) => [request.template, request.to])).toEqual([
      [MAIL_TEMPLATES.jobApplicationStaff, STAFF.applications],
      [MAIL_TEMPLATES.jobApplicationReceived, 'amani@example.com'],
    ]);
    expect(staged[0].variables).toMatchObject({ position: 'Community Manager', coverLetter: APPLICANT.coverLetter });
    expect(dispatched).toEqual([{ id: 'mail-2' }, { id: 'mail-1' }]);
    expect(commitsAtDispatch).toEqual([1]);
  });

  it('past the acknowledgement limit still stores the application and tells staff, without e-mailing the applicant', async () => {
    const { service, applications, staged, acknowledged } = setUp({ acknowledgementsLeft: 0 });

    await service.submitJobApplication(APPLICANT);

    expect(acknowledged).toEqual(['amani@example.com']);
    expect(applications).toHaveLength(1);
    expect(staged.map((request) => request.template)).toEqual([MAIL_TEMPLATES.jobApplicationStaff]);
  });

  it('sends an inquiry’s message to staff only: the visitor’s acknowledgement names just its subject', async () => {
    const { service, contacts, staged } = setUp();

    const id = await service.submitContact(INQUIRY);

    expect(contacts.map((contact) => contact.id)).toEqual([id]);
    const [staff, visitor] = staged;
    expect(staff).toMatchObject({
      template: MAIL_TEMPLATES.contactStaffCopy,
      to: STAFF.contacts,
      variables: expect.objectContaining({ body: INQUIRY.message }),
    });
    expect(visitor).toEqual(
      expect.objectContaining({
        template: MAIL_TEMPLATES.contactAcknowledged,
        to: 'baraka@example.com',
        variables: { firstName: 'Baraka', subject: 'Private Office' },
      }),
    );
  });

  it('past the acknowledgement limit still stores the inquiry and copies staff', async () => {
    const { service, contacts, staged } = setUp({ acknowledgementsLeft: 0 });

    await service.submitContact(INQUIRY);

    expect(contacts).toHaveLength(1);
    expect(staged.map((request) => request.template)).toEqual([MAIL_TEMPLATES.contactStaffCopy]);
  });

  it('sends nothing when the submission cannot be written whole', async () => {
    const { service, dispatched, unitOfWork } = setUp({ staffAddressesFail: true });

    await expect(service.submitContact(INQUIRY)).rejects.toThrow('settings unreadable');
    expect(unitOfWork.rollbacks).toBe(1);
    expect(dispatched).toHaveLength(0);
  });
});
