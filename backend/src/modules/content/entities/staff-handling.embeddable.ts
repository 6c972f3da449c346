import { Embeddable, Property } from '@mikro-orm/decorators/legacy';

/** Who on staff last worked an inquiry or application, when, and the note they left for colleagues. */
@Embeddable()
export class StaffHandling {
  @Property({ type: 'text', nullable: true })
  staffNote: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  handledByAdminId: string | null = null;

  /** Kept as written: the account may be renamed or removed later, the record of who did it stays. */
  @Property({ type: 'text', nullable: true })
  handledByUsername: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  handledAt: Date | null = null;
}
