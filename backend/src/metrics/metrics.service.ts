import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { RateLimiters } from '../common/rate-limits/rate-limiters.js';
import { registeredQueues } from '../queue/registered-queues.js';
import { type CountRow, MetricsRepository } from './metrics.repository.js';

/** The job states queue_jobs reports, as BullMQ names them. */
export const QUEUE_JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** Seconds; from a cached page (a few ms) to a slow checkout talking to Paystack. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How often the event-loop delay behind nodejs_eventloop_lag_* is sampled (ms). */
const EVENT_LOOP_SAMPLE_MS = 100;

/** What a request that matched no route is labelled with, so unknown addresses never become label values. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * The figures GET /api/metrics gives Prometheus. Request durations and the process's own figures are this API
 * process's; queue depths are read from Redis and outcomes (mail, SMS, payments, refunds) counted in PostgreSQL when
 * Prometheus asks, so the worker's work shows whichever process answers; rate-limit refusals are counted in Redis by
 * every API process (decision 0293).
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  /** One database round trip per scrape, shared by the four gauges that read it. */
  private counts: Promise<CountRow[]> | undefined;

  constructor(
    private readonly repository: MetricsRepository,
    private readonly rateLimiters: RateLimiters,
    private readonly moduleRef: ModuleRef,
  ) {
    // The event-loop delay histogram samples with a timer; at prom-client's default (every 10 ms) that timer woke an
    // idle API 100 times a second, about 1% of a core on this machine. Ten samples a second still show a stalled loop.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
    this.defineQueueJobs();
    this.defineCounts();
    this.defineRateLimitRefusals();
  }

  /**
   * Times every request Fastify answers in one hook, labelled with the route pattern the router matched (never the
   * raw URL).
   */
  install(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', (request, reply, done) => {
      this.observeRequest(
        request.method,
        request.routeOptions.url ?? UNMATCHED_ROUTE,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  /** Records one answered request: also for the answers given before Fastify (EarlyAnswers), by their route. */
  readonly observeRequest = (method: string, route: string, status: number, seconds: number): void => {
    this.requestDuration.observe({ method, route, status: String(status) }, seconds);
  };

  /** The text Prometheus reads. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    try {
      return { contentType: this.registry.contentType, body: await this.registry.metrics() };
    } finally {
      this.counts = undefined;
    }
  }

  private defineQueueJobs(): void {
    const moduleRef = this.moduleRef;
    new Gauge({
      name: 'queue_jobs',
      help: 'Jobs in each background queue by state (read from Redis when scraped)',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      collect: guarded('queue_jobs', async function (this: Gauge<'queue' | 'state'>) {
        this.reset();
        const queues = registeredQueues(moduleRef);
        const counts = await Promise.all(queues.map(({ queue }) => queue.getJobCounts(...QUEUE_JOB_STATES)));
        for (const [index, { name }] of queues.entries())
          for (const state of QUEUE_JOB_STATES) this.set({ queue: name, state }, counts[index][state] ?? 0);
      }),
    });
  }

  private defineCounts(): void {
    this.countGauge(
      'mail_messages_total',
      'E-mails in the outbox by outcome: pending, sending, sent, failed (sent mail past retention is deleted)',
      'mail',
      (row) => ({ outcome: row.first }),
    );
    this.countGauge(
      'sms_messages_total',
      'SMS in the outbox by outcome: queued, sent, delivered, failed, skipped (kept for the retention period)',
      'sms',
      (row) => ({ outcome: row.first }),
    );
    this.countGauge('payments_total', 'Payments by channel (none until paid) and status', 'payment', (row) => ({
      channel: row.first,
      status: row.second ?? '',
    }));
    this.countGauge('refunds_pending', 'Refunds not yet processed or failed, by status', 'refund', (row) => ({
      status: row.first,
    }));
  }

  /** A gauge of one kind of the scrape's database counts, labelled as `labels` reads each row. */
  private countGauge(
    name: string,
    help: string,
    kind: CountRow['kind'],
    labels: (row: CountRow) => Record<string, string>,
  ): void {
    const rows = () => this.rowsOf(kind);
    new Gauge({
      name,
      help,
      labelNames: Object.keys(labels({ kind, first: '', second: '', count: 0 })),
      registers: [this.registry],
      collect: guarded(name, async function (this: Gauge) {
        this.reset();
        for (const row of await rows()) this.set(labels(row), row.count);
      }),
    });
  }

  private defineRateLimitRefusals(): void {
    const rateLimiters = this.rateLimiters;
    // A counter kept in Redis: it only grows, across API processes and their restarts (until Redis loses its data).
    new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused (or acknowledgements skipped) by each rate limit, counted in Redis by every API process',
      labelNames: ['rule'],
      registers: [this.registry],
      collect: guarded('rate_limit_refusals_total', async function (this: Counter<'rule'>) {
        this.reset();
        for (const [rule, count] of Object.entries(await rateLimiters.refusalCounts())) this.inc({ rule }, count);
      }),
    });
  }

  private async rowsOf(kind: CountRow['kind']): Promise<CountRow[]> {
    this.counts ??= this.repository.counts();
    return (await this.counts).filter((row) => row.kind === kind);
  }
}

const logger = new Logger('Metrics');

/**
 * A collector that cannot read its source (Redis or the database away) leaves its metric empty and the rest of the
 * scrape answers: Prometheus then sees the series vanish, and the health checks say why.
 */
function guarded<M extends { reset(): void }>(
  name: string,
  collect: (this: M) => Promise<void>,
): (this: M) => Promise<void> {
  return async function (this: M) {
    try {
      await collect.call(this);
    } catch (error) {
      this.reset();
      logger.warn(`${name} could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
