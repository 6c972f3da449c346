import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { isUnderPath } from '../common/http/url-paths.js';

/**
 * The API paths whose answers carry personal data, secrets or money documents: the back-office (every list, record
 * and CSV export), the member portal (its data, receipts and credit notes), a booking's manage link (its receipt and
 * credit notes), a membership's pay link, a newsletter unsubscribe link, the payment calls (a payer's booking) and the signed
 * privacy links (a person's data export).
 * No browser, proxy or shared cache may keep a copy of any of them.
 */
export const PRIVATE_API_PATHS = [
  '/api/admin',
  '/api/member',
  '/api/bookings/manage',
  '/api/memberships',
  '/api/newsletter/unsubscribe',
  '/api/payments',
  '/api/privacy',
] as const;

export const NO_STORE = 'no-store';

/**
 * Whether a request's answer is private. The route Fastify matched is checked as well as the address, lower-cased
 * and decoded, because the router matches paths in any case (`/API/Admin/…`) and with encoded letters.
 */
export function isPrivateApiRequest(url: string, matchedRoute?: string): boolean {
  const path = normalizedPath(url);
  return PRIVATE_API_PATHS.some(
    (prefix) => isUnderPath(path, prefix) || (matchedRoute !== undefined && isUnderPath(matchedRoute, prefix)),
  );
}

function normalizedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape matches nothing below as written; the lower-cased form is still compared.
  }
  return decoded.toLowerCase().replace(/\/{2,}/g, '/');
}

const routeOf = (request: FastifyRequest) => request.routeOptions?.url?.toLowerCase();

/**
 * `Cache-Control: no-store` on every answer of a private path: successes, errors (including those a middleware
 * writes straight to the socket) and 304s alike. Set in one place, so a new route under these paths is covered
 * without anyone remembering to.
 */
export function installNoStoreForPrivateAnswers(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    // On the raw response too: an error a Nest middleware answers is written there, past Fastify's hooks.
    if (isPrivateApiRequest(request.url, routeOf(request))) reply.raw.setHeader('Cache-Control', NO_STORE);
    done();
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    // Last, so no handler's own caching header can loosen it.
    if (isPrivateApiRequest(request.url, routeOf(request))) reply.header('Cache-Control', NO_STORE);
    done(null, payload);
  });
}
