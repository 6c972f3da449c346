import { type EntityManager } from '@mikro-orm/postgresql';
import { ConflictException } from '@nestjs/common';
import { Admin } from './entities/admin.entity.js';
import { User } from './entities/user.entity.js';

/**
 * 409 naming the field when another account of the same kind already has this username or e-mail
 * (the unique constraints stay the last word if two requests race).
 */
export async function assertAccountUnique(
  em: EntityManager,
  kind: typeof Admin | typeof User,
  fields: { username?: string; email?: string },
  messages: { username: string; email: string },
  exceptId?: string,
): Promise<void> {
  const others = exceptId ? { id: { $ne: exceptId } } : {};
  for (const field of ['username', 'email'] as const) {
    const value = fields[field];
    if (value && (await em.count(kind as typeof Admin, { [field]: value, ...others }))) {
      throw new ConflictException({ message: messages[field], errors: { [field]: messages[field] } });
    }
  }
}
