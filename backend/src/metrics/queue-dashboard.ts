import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { MESSAGES } from '../modules/identity/access/admin-access.guard.js';
import { type AdminPrincipal, type AdminRequest, sessionOf } from '../modules/identity/access/admin-principal.js';
import { effectivePermissions } from '../modules/identity/access/effective-permissions.js';
import { AdminDirectory } from '../modules/identity/admins/admin-directory.service.js';
import { ADMIN_SESSION_ABSOLUTE_MS } from '../modules/identity/session/session-policy.js';
import { registeredQueues } from '../queue/registered-queues.js';
import { QueueDashboardAudit } from './queue-dashboard-audit.js';

/** The address an operator types; it sends the browser to the board, which lives where the session cookie is sent. */
export const QUEUE_DASHBOARD_ENTRY = '/admin/queues';
/** bull-board, under /api/admin so the admin session cookie (path /api/admin) and its cross-site check apply. */
export const QUEUE_DASHBOARD_PATH = '/api/admin/queues/board';
const SIGN_IN_PAGE = '/admin/login';
/**
 * The board's own content security policy (the API sets none; the web front ends set theirs): its scripts, styles and
 * images come from its own path, its inline styles are allowed, and nothing is fetched from elsewhere — not even the
 * web font its page names, which falls back to the system's sans-serif.
 */
export const QUEUE_DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * bull-board (the queues, their jobs, failures with their stack, retry) for super admins: the admin session is read
 * as for every back-office request, a signed-out browser is sent to the sign-in page (other callers get 401) and any
 * other admin gets 403. Every change made from it (a retry above all) is written to the audit log
 * (decision 0294).
 */
@Injectable()
export class QueueDashboard {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly audit: QueueDashboardAudit,
  ) {}

  install(fastify: FastifyInstance): void {
    fastify.get(QUEUE_DASHBOARD_ENTRY, (_request, reply) => reply.redirect(`${QUEUE_DASHBOARD_PATH}/`, 302));
    const board = new FastifyAdapter();
    board.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: registeredQueues(this.moduleRef).map(({ queue }) => new BullMQAdapter(queue)),
      serverAdapter: board,
      options: { uiConfig: { boardTitle: 'Queues' } },
    });
    void fastify.register(
      async (scope) => {
        scope.addHook('onRequest', (request, reply) => {
          reply.header('content-security-policy', QUEUE_DASHBOARD_CSP);
          return this.admit(request, reply);
        });
        scope.addHook('onSend', async (request, reply, payload) => {
          if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
            await this.audit.record((request as AdminRequest).admin!, request, QUEUE_DASHBOARD_PATH);
          return payload;
        });
        await scope.register(board.registerPlugin());
      },
      { prefix: QUEUE_DASHBOARD_PATH },
    );
  }

  /** Lets a live super admin's session through; answers everyone else. */
  private async admit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const admin = await this.signedInAdmin(request);
    if (!admin) {
      if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html'))
        return void reply.redirect(SIGN_IN_PAGE, 303);
      return void reply.code(401).send({ message: MESSAGES.signIn });
    }
    if (admin.role !== 'super_admin') return void reply.code(403).send({ message: MESSAGES.superAdminOnly });
    (request as AdminRequest).admin = admin;
  }

  private async signedInAdmin(request: FastifyRequest): Promise<AdminPrincipal | null> {
    const principal = sessionOf(request).user;
    if (!principal || Date.now() - principal.signedInAt > ADMIN_SESSION_ABSOLUTE_MS) return null;
    const admin = await this.moduleRef.get(AdminDirectory, { strict: false }).findActive(principal.adminId);
    if (!admin) return null;
    return { id: admin.id, username: admin.username, role: admin.role, permissions: effectivePermissions(admin) };
  }
}
