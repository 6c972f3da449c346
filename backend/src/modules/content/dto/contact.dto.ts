import { ApiProperty } from '@nestjs/swagger';
import { contactFieldsOf } from '../../../common/entities/contact-fields.embeddable.js';
import { type Contact } from '../entities/contact.entity.js';

export class ContactDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ nullable: true, type: String }) phone!: string | null;
  @ApiProperty() subject!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ example: 'new' }) status!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export function toContactDto(contact: Contact): ContactDto {
  return {
    id: contact.id,
    ...contactFieldsOf(contact.contact),
    subject: contact.subject,
    message: contact.message,
    status: contact.status,
    createdAt: contact.createdAt,
  };
}
