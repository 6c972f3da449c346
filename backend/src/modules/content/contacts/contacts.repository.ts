import { LockMode } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { pageOf } from '../../../common/http/list-query.dto.js';
import { Contact } from '../entities/contact.entity.js';
import { staffListPage, type StaffListShape, staffListStream } from '../staff-work/staff-list.js';
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
  /**
   * A page of inquiries. Asked without `_start`/`_end` it answers as the list did before paging: the newest 100
   * (or `limit`), so older callers stay bounded and unchanged.
   */
  page(em: EntityManager, query: ContactListQueryDto): Promise<{ rows: Contact[]; total: number }> {
    const paged = query._start !== undefined || query._end !== undefined;
    return staffListPage(
      em,
      query,
      contactList(query),
      paged ? pageOf(query) : { offset: 0, limit: query.limit ?? CONTACTS_UNPAGED_DEFAULT },
    );
  }

  /** Every inquiry the list's filters match, in its order, for the CSV export. */
  stream(em: EntityManager, query: ContactListQueryDto): AsyncIterable<ContactExportRow> {
    return staffListStream(em, query, contactList(query));
  }

  /** One inquiry, locked for the caller's transaction so two staff changing it at once take turns. */
  findForUpdate(em: EntityManager, id: string): Promise<Contact | null> {
    return em.findOne(Contact, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }
}
