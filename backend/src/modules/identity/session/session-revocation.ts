import { type EntityManager } from '@mikro-orm/postgresql';

/** Ends every session of one admin (deleted, disabled or given a new password by someone else). */
export async function endSessionsOf(em: EntityManager, adminId: string): Promise<void> {
  await em.execute(`delete from admin_sessions where sess -> 'passport' -> 'user' ->> 'adminId' = ?`, [adminId]);
}
