import { type EntityManager } from '@mikro-orm/postgresql';

/** Tables whose rows staff number and order (`number`, `display_order`); a new row left empty goes last. */
export type NumberedTable = 'spaces' | 'membership_plans';

/** The number and display order a new row gets when staff leave them empty: one past the highest of each. */
export async function nextNumbers(
  em: EntityManager,
  table: NumberedTable,
): Promise<{ number: number; displayOrder: number }> {
  const [{ next_number, next_order }] = await em.execute<{ next_number: number; next_order: number }[]>(
    `select coalesce(max(number), 0) + 1 as next_number, coalesce(max(display_order), 0) + 1 as next_order from ${table}`,
  );
  return { number: Number(next_number), displayOrder: Number(next_order) };
}
