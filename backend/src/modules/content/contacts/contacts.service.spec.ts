import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { type AuditLogService, type AuditRecord } from '../../identity/audit/audit-log.service.js';
import { type MailRequest, type MailService } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { CONTENT_MESSAGES } from '../content.messages.js';
import { Contact } from '../entities/contact.entity.js';
import { type ContactsRepository } from './contacts.repository.js';
import { ContactsService } from './contacts.service.js';

/**
 * How staff work an inquiry (new → responded → closed, a note, a reply by e-mail), with the table, the outbox and
 * the audit log replaced by fakes. test/content/staff-work proves the same over HTTP with the permissions that
 * decide who may do it.
 */

const FRONT_DESK: AdminPrincipal = { id: 'admin-1', username: 'frontdesk', role: 'moderator', permissions: {} };
const IP = '10.0.0.1';

function setUp() {
  const contacts = new Map<string, Contact>();
  const repository: Pick<ContactsRepository, 'findById' | 'findForUpdate'> = {
    findById: async (id) => contacts.get(id) ?? null,
    findForUpdate: async (_tx, id) => contacts.get(id) ?? null,
  };
  const staged: MailRequest[] = [];
  const dispatched: MailOutbox[] = [];
  const mail: Pick<MailService, 'stage' | 'dispatch'> = {
    stage: (_tx, request) => {
      staged.push(request);
      return { id: `mail-${staged.length}` } as MailOutbox;
    },
    dispatch: async (rows) => void dispatched.push(...rows),
  };
  const audits: AuditRecord[] = [];
  const audit: Pick<AuditLogService, 'record'> = {
    record: (_tx, record) => {
      audits.push(record);
      return {} as ReturnType<AuditLogService['record']>;
    },
  };
  const unitOfWork = new FakeUnitOfWork();
  const service = new ContactsService(
    unitOfWork.asUnitOfWork(),
    repository as ContactsRepository,
    mail as MailService,
    audit as AuditLogService,
  );
  const inquiry = (status: Contact['status'] = 'new') => {
    const contact = new Contact({
      firstName: 'Baraka',
      lastName: 'Otieno',
      email: 'baraka@example.com',
      subject: 'Private Office',
      message: 'Do you have an office for four?',
    });
    contact.status = status;
    contacts.set(contact.id, contact);
    return contact;
  };
  return { service, inquiry, staged, dispatched, audits, unitOfWork };
}

describe('ContactsService', () => {
  it('refuses a change that names neither a status nor a note, before opening a transaction', async () => {
    const { service, inquiry, unitOfWork } = setUp();
    const contact = inquiry();

    await expect(service.update(contact.id, {}, FRONT_DESK, IP)).rejects.toMatchObject({
      code: 'nothing-to-change',
      kind: 'invalid',
      message: CONTENT_MESSAGES.nothingToChange,
    });
    expect(unitOfWork.commits + unitOfWork.rollbacks).toBe(0);
  });

  it('moves a new inquiry to responded, marks who worked it and audits the move', async () => {
    const { service, inquiry, audits } = setUp();
    const contact = inquiry();

    const answer = await service.update(contact.id, { status: 'responded' }, FRONT_DESK, IP);

    expect(answer).toMatchObject({ status: 'responded', handledBy: 'frontdesk', handledAt: expect.any(Date) });
    expect(contact.handling.handledByAdminId).toBe(FRONT_DESK.id);
    expect(audits).toEqual([
      {
        actor: FRONT_DESK,
        action: 'update',
        resource: 'contacts',
        resourceId: contact.id,
        changes: { status: { from: 'new', to: 'responded' } },
        ipAddress: IP,
      },
    ]);
  });

  it('refuses a move the machine forbids with 409 naming the moves it allows, and changes nothing', async () => {
    const { service, inquiry, audits, unitOfWork } = setUp();
    const responded = inquiry('responded');
    const closed = inquiry('closed');

    await expect(service.update(responded.id, { status: 'new' }, FRONT_DESK, IP)).rejects.toMatchObject({
      code: 'contact-move-forbidden',
      kind: 'conflict',
      message: CONTENT_MESSAGES.contactMove('responded', 'new', ['closed']),
    });
    await expect(service.update(closed.id, { status: 'responded', staffNote: 'x' }, FRONT_DESK, IP)).rejects.toThrow(
      'a closed inquiry stays closed',
    );
    expect(closed).toMatchObject({ status: 'closed', handling: { staffNote: null, handledByUsername: null } });
    expect(audits).toHaveLength(0);
    expect(unitOfWork.rollbacks).toBe(2);
  });

  it('changes only the note when the status sent is the one it has; a blank note clears it', async () => {
    const { service, inquiry, audits } = setUp();
    const contact = inquiry('closed');

    await service.update(contact.id, { status: 'closed', staffNote: 'Booked a viewing' }, FRONT_DESK, IP);
    expect(contact.handling.staffNote).toBe('Booked a viewing');
    expect(audits[0].changes).toEqual({ staffNote: { from: null, to: 'Booked a viewing' } });

    await service.update(contact.id, { staffNote: '' }, FRONT_DESK, IP);
    expect(contact.handling.staffNote).toBeNull();
  });

  it('answers an unknown inquiry with 404', async () => {
    const { service } = setUp();

    const notFound = { code: 'contact-not-found', kind: 'not-found', message: CONTENT_MESSAGES.contactNotFound };
    await expect(service.get('missing')).rejects.toMatchObject(notFound);
    await expect(service.update('missing', { status: 'closed' }, FRONT_DESK, IP)).rejects.toMatchObject(notFound);
    await expect(service.reply('missing', { message: 'Hello' }, FRONT_DESK, IP)).rejects.toMatchObject(notFound);
  });

  it('replies by e-mail, marks a new inquiry responded and audits the reply with its outbox row', async () => {
    const { service, inquiry, staged, dispatched, audits } = setUp();
    const contact = inquiry();

    const answer = await service.reply(contact.id, { message: 'Yes: from KES 60,000 a month.' }, FRONT_DESK, IP);

    expect(answer).toMatchObject({ status: 'responded', repliedAt: expect.any(Date), handledBy: 'frontdesk' });
    expect(staged).toEqual([
      expect.objectContaining({
        to: 'baraka@example.com',
        variables: expect.objectContaining({ subject: 'Private Office', reply: 'Yes: from KES 60,000 a month.' }),
      }),
    ]);
    expect(dispatched).toEqual([{ id: 'mail-1' }]);
    expect(audits[0]).toMatchObject({
      action: 'send',
      changes: { status: { from: 'new', to: 'responded' }, emailId: { from: null, to: 'mail-1' } },
    });
  });

  it('still answers a closed inquiry (a late follow-up), which stays closed', async () => {
    const { service, inquiry, audits } = setUp();
    const contact = inquiry('closed');

    await expect(service.reply(contact.id, { message: 'One more thing' }, FRONT_DESK, IP)).resolves.toMatchObject({
      status: 'closed',
    });
    expect(audits[0].changes).toEqual({ emailId: { from: null, to: 'mail-1' } });
  });
});
