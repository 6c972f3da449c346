import { Check, Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

export const VISIT_KINDS = ['booking', 'guest'] as const;
/** What a check-in code admits: a booking group (a space booking or a tour) or a member's guest. */
export type VisitKind = (typeof VISIT_KINDS)[number];

/**
 * The short code a visitor shows or types at the front desk (8 characters without look-alikes, see
 * @coworking/domain allowances.ts). It is not the manage link: it grants nothing but checking in. One code per visit,
 * made when the first confirmation is written; a booking moved to another day keeps its code.
 */
@Entity({ tableName: 'check_in_codes' })
@Check({ name: 'check_in_codes_visit_kind_check', expression: "visit_kind in ('booking', 'guest')" })
@Check({ name: 'check_in_codes_code_check', expression: "code ~ '^[A-HJKMNP-Z2-9]{8}$'" })
@Unique({ name: 'check_in_codes_visit_unique', properties: ['visitKind', 'visitId'] })
export class CheckInCode {
  @PrimaryKey({ type: 'text' })
  code: string;

  @Property({ type: 'text' })
  visitKind: VisitKind;

  /** The booking group id (a tour's own id), or the guest pass id. */
  @Property({ type: 'uuid' })
  visitId: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  constructor(code: string, visitKind: VisitKind, visitId: string) {
    this.code = code;
    this.visitKind = visitKind;
    this.visitId = visitId;
  }
}
