import { UnauthorizedException } from '@nestjs/common';
import { MESSAGES } from './admin-access.guard.js';
import { type AdminPrincipal, type AdminRequest } from './admin-principal.js';

/** The admin the access guard attached to this request. */
export function actorOf(request: AdminRequest): AdminPrincipal {
  if (!request.admin) throw new UnauthorizedException(MESSAGES.signIn);
  return request.admin;
}

export function ipOf(request: AdminRequest): string {
  return request.ip ?? 'unknown';
}
