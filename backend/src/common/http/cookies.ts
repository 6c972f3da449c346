import { serialize, type SerializeOptions } from 'cookie';
import { type FastifyReply } from 'fastify';

export interface CookieOptions extends Omit<SerializeOptions, 'maxAge' | 'expires'> {
  /** Lifetime in milliseconds, sent as both Max-Age and Expires (as browsers without Max-Age need). */
  maxAge?: number;
}

/** Adds a Set-Cookie header; the path is `/` unless given. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions = {}): void {
  const { maxAge, ...rest } = options;
  const lifetime =
    maxAge === undefined ? {} : { maxAge: Math.floor(maxAge / 1000), expires: new Date(Date.now() + maxAge) };
  reply.header('Set-Cookie', serialize(name, value, { path: '/', ...rest, ...lifetime }));
}

/** Tells the browser to drop a cookie: the same name, path and flags, expired long ago. */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions = {}): void {
  const { maxAge: _ignored, ...rest } = options;
  reply.header('Set-Cookie', serialize(name, '', { path: '/', ...rest, expires: new Date(1) }));
}
