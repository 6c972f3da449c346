import { type RateLimitService } from '../../common/rate-limits/rate-limit.service.js';

/**
 * Whether this visitor's address may get one more automatic acknowledgement this hour. Past the limit the
 * submission still counts and staff still hear of it; only the e-mail to a possibly forged address is skipped.
 */
export function acknowledgesVisitor(limits: Pick<RateLimitService, 'allows'>, email: string): Promise<boolean> {
  return limits.allows('visitor-acknowledgements', { email });
}
