import { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { type Encoding } from './compression.js';
import { type RequestHandler } from 'express';

/** What renders storefront pages on request (StorefrontPages), as the front ends' handlers use it (web-frontends.ts). */
export interface RenderedPages {
  /** Express middleware for the storefront's folder; it passes on whatever it does not render. */
  handler(storefrontFolder: string): RequestHandler;
  /** Whether a page path is rendered on request (its build's file is then never answered). */
  renders(path: string): boolean;
  /**
   * Answers a page from bytes it rendered before, when they are current, from the HTTP server's first hooks with
   * `headers` first (the storefront's CSP); false, with nothing written, when the chain must render it.
   */
  answerCached(
    path: string,
    request: IncomingMessage,
    response: ServerResponse,
    encoding: Encoding | 'identity',
    headers: OutgoingHttpHeaders,
  ): boolean;
}
