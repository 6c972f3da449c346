import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ContactDto, toContactDto } from './dto/contact.dto.js';
import { Contact } from './entities/contact.entity.js';

@Injectable()
export class ContactsService {
  constructor(private readonly em: EntityManager) {}

  /** Inquiries, newest first. */
  async listForAdmin(limit: number): Promise<ContactDto[]> {
    const contacts = await this.em.fork().find(Contact, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
    return contacts.map(toContactDto);
  }
}
