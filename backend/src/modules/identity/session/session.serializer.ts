import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { type SessionPrincipal } from '../access/admin-principal.js';
import { type Admin } from '../entities/admin.entity.js';

/** Only the admin's id and sign-in time go into the session; the admin is re-read on each request. */
@Injectable()
export class AdminSessionSerializer extends PassportSerializer {
  serializeUser(admin: Admin, done: (error: Error | null, principal: SessionPrincipal) => void): void {
    done(null, { adminId: admin.id, signedInAt: Date.now() });
  }

  deserializeUser(
    principal: SessionPrincipal,
    done: (error: Error | null, principal: SessionPrincipal | false) => void,
  ): void {
    const valid = typeof principal?.adminId === 'string' && typeof principal?.signedInAt === 'number';
    done(null, valid ? principal : false);
  }
}
