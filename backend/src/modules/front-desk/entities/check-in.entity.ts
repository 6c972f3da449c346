import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { Admin } from '../../identity/entities/admin.entity.js';
import { CheckInCode } from '../../booking/entities/check-in-code.entity.js';

/**
 * Someone arrived: one row per code per venue date, so checking the same code in twice the same day finds the first
 * check-in instead of writing another (the unique key decides between two desks scanning at once).
 */
@Entity({ tableName: 'check_ins' })
@Unique({ name: 'check_ins_code_date_unique', properties: ['code', 'date'] })
@Index({ name: 'check_ins_date_index', properties: ['date'] })
export class CheckIn extends BaseEntity {
  @ManyToOne(() => CheckInCode, { fieldName: 'code', deleteRule: 'cascade' })
  code: CheckInCode;

  /** Venue date YYYY-MM-DD of the visit. */
  @Property({ type: 'date' })
  date: string;

  /** The staff member who checked them in (kept as null if that admin is deleted). */
  @ManyToOne(() => Admin, { nullable: true, deleteRule: 'set null' })
  checkedInBy: Admin | null = null;

  constructor(code: CheckInCode, date: string, checkedInBy: Admin | null) {
    super();
    this.code = code;
    this.date = date;
    this.checkedInBy = checkedInBy;
  }
}
