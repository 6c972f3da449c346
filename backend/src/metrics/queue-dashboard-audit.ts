import { Injectable } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { UnitOfWork } from '../common/database/transaction.js';
import { type AdminPrincipal } from '../modules/identity/access/admin-principal.js';
import { AuditLogService } from '../modules/identity/audit/audit-log.service.js';

/**
 * The audit log entry of a change made on the queue dashboard: `update` of `queue-jobs` (one job: retry, remove,
 * promote, new data) or `queues` (a whole queue: retry all, clean, pause), naming the queue and job, e.g.
 * resourceId `mail/3f2c…` with changes `{ retry: { from: null, to: 'waiting' } }`.
 */
@Injectable()
export class QueueDashboardAudit {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly auditLog: AuditLogService,
  ) {}

  async record(actor: AdminPrincipal, request: FastifyRequest, boardPath: string): Promise<void> {
    const change = dashboardChange(request.routeOptions.url ?? '', request.params as Record<string, string>, boardPath);
    await this.unitOfWork.run(async (tx) => {
      this.auditLog.record(tx, {
        actor,
        action: 'update',
        resource: change.jobId ? 'queue-jobs' : 'queues',
        resourceId: [change.queue, change.jobId].filter(Boolean).join('/') || null,
        changes: { [change.action]: { from: change.from, to: change.to } },
        ipAddress: request.ip,
      });
    });
  }
}

/** What a bull-board write route did, read from its pattern (`…/api/queues/:queueName/:jobId/retry`). */
export function dashboardChange(
  route: string,
  params: Record<string, string>,
  boardPath: string,
): { queue: string | null; jobId: string | null; action: string; from: string | null; to: string | null } {
  const pattern = route.slice(boardPath.length).replace(/^\/api\/queues\/?/, '');
  const words = pattern.split('/').filter((word) => word && !word.startsWith(':'));
  const action = words.join(' ') || 'change';
  const queue = params.queueName ?? null;
  const jobId = params.jobId ?? null;
  // A single job's retry names no state: bull-board retries a failed or a completed job.
  if (action === 'retry') return { queue, jobId, action, from: params.queueStatus ?? null, to: 'waiting' };
  return { queue, jobId, action, from: params.queueStatus ?? null, to: 'done' };
}
