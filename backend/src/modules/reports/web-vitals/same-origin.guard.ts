import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { type ErrorBody } from '../../../common/http/error-body.js';

export const CROSS_SITE_MESSAGE =
  'Page measurements are taken only from this site’s own pages; this request came from another site.';

/**
 * Whether a request was sent by one of this site's own pages, as browsers tell it. `Sec-Fetch-Site` (every current
 * browser sends it) must say `same-origin`; a browser too old to send it sends `Origin` with a POST, which must be
 * the site's public origin. A request with neither is refused: no browser's beacon or fetch sends one without both,
 * so it is a script, and a script may not feed the report.
 */
export function isSameOriginRequest(
  headers: { secFetchSite?: string; origin?: string },
  publicOrigin: string,
): boolean {
  if (headers.secFetchSite !== undefined) return headers.secFetchSite.trim().toLowerCase() === 'same-origin';
  if (headers.origin === undefined) return false;
  try {
    return new URL(headers.origin).origin === publicOrigin;
  } catch {
    return false;
  }
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Refuses (403, with a message) a request that another web site's page made a browser send: a route guarded by it
 * takes data only from the storefront's own pages. Runs before the body is read.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly publicOrigin: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.publicOrigin = new URL(config.http.publicUrl).origin;
  }

  canActivate(context: ExecutionContext): boolean {
    const { headers } = context.switchToHttp().getRequest<FastifyRequest>();
    const sameOrigin = isSameOriginRequest(
      { secFetchSite: single(headers['sec-fetch-site']), origin: single(headers.origin) },
      this.publicOrigin,
    );
    if (!sameOrigin) throw new ForbiddenException({ message: CROSS_SITE_MESSAGE } satisfies ErrorBody);
    return true;
  }
}
