import { Check, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';

export const ERASURE_REQUEST_STATUSES = ['requested', 'completed'] as const;
export type ErasureRequestStatus = (typeof ERASURE_REQUEST_STATUSES)[number];

/** Where the person asked: signed in to the member portal, on a booking's manage link, or from a link e-mailed to them. */
export const ERASURE_REQUEST_SOURCES = ['member-portal', 'manage-link', 'email-link'] as const;
export type ErasureRequestSource = (typeof ERASURE_REQUEST_SOURCES)[number];

const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * A person's request to have their personal data erased (Data Protection Act 2019, s. 40), due within 30 days. While
 * open it says who asked (e-mail, phone); once staff complete it, those are cleared and the request stays, under its
 * number, as the proof that the erasure happened (and what it erased, by table).
 */
@Entity({ tableName: 'erasure_requests' })
@Check({ name: 'erasure_requests_status_check', expression: `status in (${inList(ERASURE_REQUEST_STATUSES)})` })
@Check({ name: 'erasure_requests_source_check', expression: `source in (${inList(ERASURE_REQUEST_SOURCES)})` })
@Index({ name: 'erasure_requests_created_at_id_index', properties: ['createdAt', 'id'] })
@Index({ name: 'erasure_requests_email_index', properties: ['email'] })
export class ErasureRequest extends BaseEntity {
  /** 'ER-2026-0001': numbered per year, in the order they came. */
  @Property({ type: 'text', unique: true })
  number: string;

  @Property({ type: 'integer' })
  year: number;

  @Property({ type: 'integer' })
  sequence: number;

  /** The person's e-mail (lower-cased) while the request is open; null once completed. */
  @Property({ type: 'text', nullable: true })
  email: string | null;

  /** The person's phone key (2547XXXXXXXX) while open, when one is known. */
  @Property({ type: 'text', nullable: true })
  phone: string | null;

  /** The member account that asked, if any (no foreign key: the account may be erased). */
  @Property({ type: 'uuid', nullable: true })
  userId: string | null;

  @Property({ type: 'text' })
  source: ErasureRequestSource;

  @Property({ type: 'text' })
  status: ErasureRequestStatus = 'requested';

  /** What the person wrote, while open (it may name them). */
  @Property({ type: 'text', nullable: true })
  reason: string | null;

  /** The Act's deadline: 30 days from the request. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  dueBy: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  completedAt: Date | null = null;

  /** The username of the staff member who completed it. */
  @Property({ type: 'text', nullable: true })
  completedBy: string | null = null;

  /** Rows erased or anonymised, by table. */
  @Property({ type: 'json', nullable: true })
  erased: Record<string, number> | null = null;

  constructor(
    fields: Pick<
      ErasureRequest,
      'number' | 'year' | 'sequence' | 'email' | 'phone' | 'userId' | 'source' | 'reason' | 'dueBy'
    > & { createdAt: Date },
  ) {
    super();
    this.number = fields.number;
    this.year = fields.year;
    this.sequence = fields.sequence;
    this.email = fields.email;
    this.phone = fields.phone;
    this.userId = fields.userId;
    this.source = fields.source;
    this.reason = fields.reason;
    this.dueBy = fields.dueBy;
    this.createdAt = fields.createdAt;
  }
}
