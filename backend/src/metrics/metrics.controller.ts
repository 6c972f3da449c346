import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, Inject, NotFoundException, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { type AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MetricsService } from './metrics.service.js';

export const METRICS_MESSAGES = {
  notFound: 'Cannot GET /api/metrics',
  token: 'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".',
};

/**
 * Prometheus' scrape (text exposition format). Not part of the JSON API the front ends use, so it is left out of the
 * OpenAPI document; docs/operations.md describes it. Unset METRICS_TOKEN: answered as an unknown route.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const token = this.config.metrics.token;
    if (!token) throw new NotFoundException(METRICS_MESSAGES.notFound);
    if (!sameSecret(/^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '', token))
      throw new UnauthorizedException(METRICS_MESSAGES.token);
    const { contentType, body } = await this.metrics.scrape();
    reply.header('content-type', contentType).header('cache-control', 'no-store');
    return body;
  }
}

/** Compares in constant time (over hashes, so the length of the token tells nothing either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
