import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { pageOf } from '../../../common/http/list-query.dto.js';
import { Contact } from '../entities/contact.entity.js';
import { staffListPage, type StaffListShape, staffListStream } from '../staff-work/staff-list.repository.js';
import {
  CONTACTS_UNPAGED_DEFAULT,
  type ContactExportRow,
  type ContactListQueryDto,
  type ContactSort,
} from './contact.dto.js';

function contactList(query: ContactListQueryDto): StaffListShape<Contact, ContactSort> {
  return {
    entity: Contact,
    defaultSort: 'createdAt',
    sorts: {
      createdAt: (direction) => ({ createdAt: direction }),
      status: (direction) => ({ status: direction }),
      lastName: (direction) => ({ contact: { lastName: direction, firstName: direction } }),
      email: (direction) => ({ contact: { email: direction } }),
      subject: (direction) => ({ subject: direction }),
    },
    search: (pattern) => [
      { contact: { firstName: { $ilike: pattern } } },
      { contact: { lastName: { $ilike: pattern } } },
      { contact: { email: { $ilike: pattern } } },
      { subject: { $ilike: pattern } },
      { message: { $ilike: pattern } },
    ],
    filters: [
      ...(query.status ? [{ status: query.status }] : []),
      ...(query.subject ? [{ subject: query.subject }] : []),
    ],
  };
}

/** Contact inquiries, in queries. */
@Injectable()
export class ContactsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * A page of inquiries. Asked without `_start`/`_end` it answers as the list did before paging: the newest 100
   * (or `limit`), so older callers stay bounded and unchanged.
   */
  page(query: ContactListQueryDto): Promise<{ rows: Contact[]; total: number }> {
    const paged = query._start !== undefined || query._end !== undefined;
    return staffListPage(
      this.em.fork(),
      query,
      contactList(query),
      paged ? pageOf(query) : { offset: 0, limit: query.limit ?? CONTACTS_UNPAGED_DEFAULT },
    );
  }

  /** Every inquiry the list's filters match, in its order, for the CSV export. */
  stream(query: ContactListQueryDto): AsyncIterable<ContactExportRow> {
    return staffListStream(this.em.fork(), query, contactList(query));
  }

  findById(id: string): Promise<Contact | null> {
    return this.em.fork().findOne(Contact, { id });
  }

  /** One inquiry, locked for the caller's transaction so two staff changing it at once take turns. */
  findForUpdate(tx: Transaction, id: string): Promise<Contact | null> {
    return entityManagerOf(tx).findOne(Contact, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** A new inquiry, written when the caller's transaction commits. */
  add(tx: Transaction, contact: Contact): void {
    entityManagerOf(tx).persist(contact);
  }

  /** How many inquiries there are, and how many of them are new (unanswered) and responded. */
  async counts(): Promise<{ total: number; new: number; responded: number }> {
    const em = this.em.fork();
    const [total, fresh, responded] = await Promise.all([
      em.count(Contact),
      em.count(Contact, { status: 'new' }),
      em.count(Contact, { status: 'responded' }),
    ]);
    return { total, new: fresh, responded };
  }

  /** Inquiries nobody has answered yet (status new): how many, and the newest `limit` of them, newest first. */
  async unanswered(limit: number): Promise<{ rows: Contact[]; count: number }> {
    const [rows, count] = await this.em
      .fork()
      .findAndCount(Contact, { status: 'new' }, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit });
    return { rows, count };
  }
}
