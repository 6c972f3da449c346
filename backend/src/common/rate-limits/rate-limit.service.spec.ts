import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { type AppConfig } from '../../config/app-config.js';
import { FakeRateLimiters } from './fake-rate-limiters.js';
import { parseRateLimitOverrides } from './rate-limit-policies.js';
import { emailKey, RateLimitService } from './rate-limit.service.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

const MINUTE = 60_000;

function limitsWith(rateLimits = '') {
  const counters = new FakeRateLimiters();
  const config = { rateLimits: parseRateLimitOverrides(rateLimits).overrides } as AppConfig;
  return { counters, limits: new RateLimitService(counters.asRateLimiters(), config) };
}

/** The 429 a consume throws, or null when the request was let through. */
async function refusalOf(consume: Promise<void>): Promise<TooManyRequestsException | null> {
  try {
    await consume;
    return null;
  } catch (error) {
    if (error instanceof TooManyRequestsException) return error;
    throw error;
  }
}

const messageOf = (refusal: TooManyRequestsException | null) =>
  (refusal?.getResponse() as { message?: string })?.message;

describe('RateLimitService', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lets five tour requests an hour through for one e-mail address, then refuses with the wait', async () => {
    const { counters, limits } = limitsWith();
    for (let request = 1; request <= 5; request++)
      await limits.consume('tours', { address: `198.51.100.${request}`, email: 'wanjiku@example.com' });

    counters.advance(45 * MINUTE);
    const refusal = await refusalOf(limits.consume('tours', { address: '198.51.100.9', email: 'wanjiku@example.com' }));

    expect(messageOf(refusal)).toBe('Too many tour requests for this e-mail address. Please try again in 15 minutes.');
    expect(refusal?.retryAfterSeconds).toBe(15 * 60);
    expect(counters.limits.get('limits:tours:email')).toEqual({ points: 5, windowSeconds: 3600 });
    expect(counters.limits.get('limits:tours:address')).toEqual({ points: 20, windowSeconds: 3600 });
  });

  it('refuses the 21st tour request an hour from one address, whatever e-mail it gives', async () => {
    const { limits } = limitsWith();
    for (let request = 1; request <= 20; request++)
      await limits.consume('tours', { address: '198.51.100.7', email: `visitor${request}@example.com` });

    const refusal = await refusalOf(limits.consume('tours', { address: '198.51.100.7', email: 'new@example.com' }));

    expect(messageOf(refusal)).toBe('Too many tour requests from your network. Please try again in 60 minutes.');
    expect(refusal?.retryAfterSeconds).toBe(3600);
  });

  it('lets requests through again once the window has passed', async () => {
    const { counters, limits } = limitsWith();
    for (let request = 1; request <= 10; request++) await limits.consume('contacts', { address: '203.0.113.4' });
    expect(await refusalOf(limits.consume('contacts', { address: '203.0.113.4' }))).not.toBeNull();

    counters.advance(60 * MINUTE);

    expect(await refusalOf(limits.consume('contacts', { address: '203.0.113.4' }))).toBeNull();
  });

  it('counts one mailbox however its address is spelled, and keeps only a hash of it', async () => {
    const { counters, limits } = limitsWith();
    const spellings = ['wanjiku.kamau@gmail.com', 'Wanjiku.Kamau+tours@gmail.com', ' WANJIKUKAMAU@googlemail.com '];
    for (const [index, email] of spellings.entries())
      await limits.consume('newsletter', { address: `198.51.100.${index}`, email });

    expect(counters.keysOf('limits:newsletter:email')).toEqual([emailKey('wanjikukamau@gmail.com')]);
    expect(counters.keysOf('limits:newsletter:email')[0]).not.toContain('wanjiku');
    // Three sign-ups a mailbox an hour: a fourth spelling is the fourth of the same mailbox.
    const fourth = limits.consume('newsletter', { address: '198.51.100.99', email: 'wanjiku.kamau+news@gmail.com' });
    expect(messageOf(await refusalOf(fourth))).toBe(
      'Too many sign-ups for this e-mail address. Please try again in 60 minutes.',
    );
  });

  it('counts only the address for a policy without an e-mail limit', async () => {
    const { counters, limits } = limitsWith();
    await limits.consume('subscription-checkout', { address: '203.0.113.8', email: 'member@example.com' });

    expect(counters.keysOf('limits:subscription-checkout:address')).toEqual(['203.0.113.8']);
    expect(counters.limits.has('limits:subscription-checkout:email')).toBe(false);
  });

  it('applies the RATE_LIMITS setting, and says a long wait in hours', async () => {
    const { limits } = limitsWith('contacts.email=2/1d');
    await limits.consume('contacts', { address: '203.0.113.1', email: 'amina@example.com' });
    await limits.consume('contacts', { address: '203.0.113.2', email: 'amina@example.com' });

    const refusal = await refusalOf(limits.consume('contacts', { address: '203.0.113.3', email: 'amina@example.com' }));

    expect(messageOf(refusal)).toBe('Too many messages for this e-mail address. Please try again in 24 hours.');
    expect(refusal?.retryAfterSeconds).toBe(24 * 3600);
  });

  it('names the limit with the longer wait when both are used up', async () => {
    const { counters, limits } = limitsWith('contacts.address=1/2h');
    await limits.consume('contacts', { address: '203.0.113.5', email: 'one@example.com' });
    counters.advance(10 * MINUTE);
    for (let request = 1; request <= 5; request++)
      await limits.consume('contacts', { address: `198.51.100.${request}`, email: 'two@example.com' });

    const refusal = await refusalOf(limits.consume('contacts', { address: '203.0.113.5', email: 'two@example.com' }));

    // The address waits 110 more minutes, the e-mail 60: the answer is the longer one.
    expect(messageOf(refusal)).toBe('Too many messages from your network. Please try again in 110 minutes.');
  });

  it('uses the fixed words of the sign-in link limit', async () => {
    const { limits } = limitsWith();
    for (let request = 1; request <= 5; request++)
      await limits.consume('member-sign-in-links', { address: `198.51.100.${request}`, email: 'm@example.com' });

    const refusal = await refusalOf(
      limits.consume('member-sign-in-links', { address: '198.51.100.50', email: 'm@example.com' }),
    );

    expect(messageOf(refusal)).toBe('Too many sign-in links asked for. Please wait a few minutes and try again.');
    expect(refusal?.retryAfterSeconds).toBe(15 * 60);
  });

  it('lets a request through when the counters themselves fail', async () => {
    const { counters, limits } = limitsWith();
    counters.failing = new Error('Redis and the in-memory insurance are both away');

    await expect(limits.consume('tours', { address: '203.0.113.6', email: 'x@example.com' })).resolves.toBeUndefined();
    expect(Logger.prototype.warn).toHaveBeenCalledWith(expect.stringContaining('Rate limit tours could not count'));
  });

  it('answers whether an acknowledgement is still allowed, counting it, without refusing anything', async () => {
    const { limits } = limitsWith();
    const answers: boolean[] = [];
    for (let email = 1; email <= 6; email++)
      answers.push(await limits.allows('visitor-acknowledgements', { email: 'visitor@example.com' }));

    expect(answers).toEqual([true, true, true, true, true, false]);
  });
});
