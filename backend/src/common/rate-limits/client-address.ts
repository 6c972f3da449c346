import { isIPv6 } from 'node:net';
import { type FastifyRequest } from 'fastify';

/**
 * The address a limit counts a request against: the request's `ip`, which reads X-Forwarded-For only from the
 * proxies TRUST_PROXY names, so a client cannot pick its own address by sending the header. An IPv6 client counts by
 * its /64 network (one subscriber's line), since it can take a new address within it at will.
 */
export function clientAddress(request: Pick<FastifyRequest, 'ip' | 'socket'>): string {
  const ip = request.ip ?? request.socket?.remoteAddress ?? 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  return isIPv6(ip) ? `${ipv6Groups(ip).slice(0, 4).join(':')}::/64` : ip;
}

/** The eight 16-bit groups of an IPv6 address, '::' expanded ('2001:db8::1' → 2001, db8, 0, 0, 0, 0, 0, 1). */
function ipv6Groups(ip: string): string[] {
  const [head, tail] = ip.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}
