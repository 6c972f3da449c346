import { type Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';

/** A row of the plan comparison matrix ("Meeting room hours"). */
@Entity({ tableName: 'comparison_features' })
export class ComparisonFeature extends BaseEntity {
  @Property({ type: 'text' })
  name: string;

  @Property({ type: 'integer' })
  displayOrder: number;

  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  constructor(name: string, displayOrder: number) {
    super();
    this.name = name;
    this.displayOrder = displayOrder;
  }
}
