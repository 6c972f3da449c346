import { type EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { nextNumbers } from '../../common/database/next-numbers.js';

/** Hand-written SQL over spaces and their instances; each method runs in the caller's transaction (`em`). */
@Injectable()
export class SpacesRepository {
  /** The number and display order a new space gets when staff leave them empty: one past the highest. */
  nextNumbers(em: EntityManager): Promise<{ number: number; displayOrder: number }> {
    return nextNumbers(em, 'spaces');
  }

  /** The number of a space's next instance: one past its highest. */
  async nextInstanceNumber(em: EntityManager, spaceId: string): Promise<number> {
    const [{ next }] = await em.execute<{ next: number }[]>(
      'select coalesce(max(instance_number), 0) + 1 as next from space_instances where space_id = ?',
      [spaceId],
    );
    return Number(next);
  }
}
