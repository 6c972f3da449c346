import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ModuleRef } from '@nestjs/core';
import { type Queue } from 'bullmq';
import { escapeHtml } from '../common/http/escape-html.js';
import { RequireSuperAdmin } from '../modules/identity/access/access-rule.decorator.js';
import { registeredQueues } from './registered-queues.js';

export class QueueStatusDto {
  @ApiProperty() name!: string;
  @ApiProperty() waiting!: number;
  @ApiProperty() active!: number;
  @ApiProperty() delayed!: number;
  @ApiProperty() failed!: number;
  @ApiProperty() completed!: number;
  @ApiProperty({ description: 'Worker processes consuming this queue now' }) workers!: number;
}

/** What the background queues are doing, for the super admin's operations view. */
@ApiTags('admin operations')
@Controller('admin/queues')
export class QueuesAdminController {
  constructor(private readonly moduleRef: ModuleRef) {}

  /** Read on use: the queues are not all made yet while the controller is constructed. */
  private get queues(): Queue[] {
    return registeredQueues(this.moduleRef).map(({ queue }) => queue);
  }

  @Get()
  @RequireSuperAdmin()
  @ApiOperation({ summary: 'Jobs per state and live workers, per queue' })
  @ApiOkResponse({ type: [QueueStatusDto] })
  async list(): Promise<QueueStatusDto[]> {
    return Promise.all(
      this.queues.map(async (queue) => {
        const [counts, workers] = await Promise.all([
          queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'),
          queue.getWorkersCount(),
        ]);
        return {
          name: queue.name,
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completed: counts.completed ?? 0,
          workers,
        };
      }),
    );
  }

  /** The same as a page an operator can open in the browser, with the latest failures. */
  @Get('page')
  @RequireSuperAdmin()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Queue dashboard (HTML): jobs per state, live workers, latest failures' })
  @ApiProduces('text/html')
  async page(): Promise<string> {
    const statuses = await this.list();
    const failures = (await Promise.all(this.queues.map((queue) => queue.getFailed(0, 9))))
      .flat()
      .sort((a, b) => (b.finishedOn ?? 0) - (a.finishedOn ?? 0))
      .slice(0, 20);
    const rows = statuses
      .map(
        (q) =>
          `<tr><th scope="row">${q.name}</th><td>${q.waiting}</td><td>${q.active}</td><td>${q.delayed}</td><td>${q.failed}</td><td>${q.completed}</td><td>${q.workers}</td></tr>`,
      )
      .join('');
    const failed = failures
      .map(
        (job) =>
          `<tr><td>${escapeHtml(job.queueName)}</td><td>${escapeHtml(job.name)}</td><td>${job.attemptsMade}</td><td>${escapeHtml(job.failedReason ?? '')}</td><td>${job.finishedOn ? new Date(job.finishedOn).toISOString() : ''}</td></tr>`,
      )
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Queues</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;margin-bottom:2rem}th,td{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}</style></head>
<body><h1>Background queues</h1>
<table><caption>Jobs by state</caption><thead><tr><th>Queue</th><th>Waiting</th><th>Active</th><th>Delayed</th><th>Failed</th><th>Completed</th><th>Workers</th></tr></thead><tbody>${rows}</tbody></table>
<h2>Latest failures</h2>${failed ? `<table><thead><tr><th>Queue</th><th>Job</th><th>Attempts</th><th>Reason</th><th>Failed at</th></tr></thead><tbody>${failed}</tbody></table>` : '<p>None.</p>'}
<p>E-mail deliveries and their attempts: <a href="/api/admin/email-log">/api/admin/email-log</a>.</p></body></html>`;
  }
}
