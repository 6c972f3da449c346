import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { nextNumbers } from '../../common/database/next-numbers.js';
import { entityManagerOf, type Transaction } from '../../common/database/transaction.js';
import { SpaceInstance } from './entities/space-instance.entity.js';
import { Space } from './entities/space.entity.js';

/** The order staff and visitors see spaces in: by display order (unordered ones last), then by name. */
const DISPLAY_ORDER = { displayOrder: 'asc nulls last', name: 'asc' } as const;

/**
 * Spaces and their physical instances. Methods taking `tx` run in the caller's transaction; an optional `tx` is
 * read outside any transaction when none is given.
 */
@Injectable()
export class SpacesRepository {
  constructor(private readonly em: EntityManager) {}

  /** An active space (one that can be booked, if also available). */
  activeSpace(id: string, tx?: Transaction): Promise<Space | null> {
    return (tx ? entityManagerOf(tx) : this.em.fork()).findOne(Space, { id, isActive: true });
  }

  /** The active spaces, in display order: the public list. */
  activeInDisplayOrder(): Promise<Space[]> {
    return this.em.fork().find(Space, { isActive: true }, { orderBy: DISPLAY_ORDER });
  }

  /** Every space, active or not, in display order: the staff list. */
  allInDisplayOrder(): Promise<Space[]> {
    return this.em.fork().find(Space, {}, { orderBy: DISPLAY_ORDER });
  }

  byId(tx: Transaction, id: string): Promise<Space | null> {
    return entityManagerOf(tx).findOne(Space, { id });
  }

  /** A new space, written when the transaction commits. */
  add(tx: Transaction, space: Space): void {
    entityManagerOf(tx).persist(space);
  }

  /** Deletes a space when the transaction commits (its instances go with it; its bookings keep their history). */
  remove(tx: Transaction, space: Space): void {
    entityManagerOf(tx).remove(space);
  }

  /** The number and display order a new space gets when staff leave them empty: one past the highest. */
  nextNumbers(tx: Transaction): Promise<{ number: number; displayOrder: number }> {
    return nextNumbers(entityManagerOf(tx), 'spaces');
  }

  /** A space's instances in instance order. */
  instancesOf(spaceId: string, tx?: Transaction): Promise<SpaceInstance[]> {
    return (tx ? entityManagerOf(tx) : this.em.fork()).find(
      SpaceInstance,
      { space: spaceId },
      { orderBy: { instanceNumber: 'asc' } },
    );
  }

  /** How many instances a space has, active or not. */
  instanceCount(tx: Transaction, spaceId: string): Promise<number> {
    return entityManagerOf(tx).count(SpaceInstance, { space: spaceId });
  }

  instanceById(tx: Transaction, id: string): Promise<SpaceInstance | null> {
    return entityManagerOf(tx).findOne(SpaceInstance, { id });
  }

  /** A new instance, written when the transaction commits. */
  addInstance(tx: Transaction, instance: SpaceInstance): void {
    entityManagerOf(tx).persist(instance);
  }

  /** Deletes an instance when the transaction commits. */
  removeInstance(tx: Transaction, instance: SpaceInstance): void {
    entityManagerOf(tx).remove(instance);
  }

  /** The number of a space's next instance: one past its highest. */
  async nextInstanceNumber(tx: Transaction, spaceId: string): Promise<number> {
    const [{ next }] = await entityManagerOf(tx).execute<{ next: number }[]>(
      'select coalesce(max(instance_number), 0) + 1 as next from space_instances where space_id = ?',
      [spaceId],
    );
    return Number(next);
  }
}
