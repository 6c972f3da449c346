import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { type DomainEvents } from '../../../common/events/domain-events.js';
import { type Clock } from '../../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { FakeRateLimiters } from '../../../common/rate-limits/fake-rate-limiters.js';
import { type AdminsRepository } from '../admins/admins.repository.js';
import { type AuditLogService, type AuditRecord } from '../audit/audit-log.service.js';
import { Admin } from '../entities/admin.entity.js';
import { IdentityError } from '../identity.errors.js';
import { IDENTITY_MESSAGES } from '../identity.messages.js';
import { LoginThrottle, SignInThrottledException, THROTTLE_MESSAGES } from './login-throttle.service.js';
import { type AccountPaused, type AccountPausedNotice } from './account-paused.event.js';

// argon2 takes a good part of a second per check under jest's module VM, and these rules take dozens of them: the hash
// is a stand-in here (the e2e suites sign in with the real one).
jest.unstable_mockModule('../password-hasher.js', () => ({
  hashPassword: async (password: string) => `stand-in-hash:${password}`,
  verifyPassword: async (passwordHash: string, password: string) => passwordHash === `stand-in-hash:${password}`,
}));
const { hashPassword } = await import('../password-hasher.js');
const { SignInService } = await import('./sign-in.service.js');
type SignInService = InstanceType<typeof SignInService>;

const NOW = new Date('2026-03-02T07:30:00Z');
const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;

let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

class FakeAdmins implements Pick<AdminsRepository, 'forSignIn' | 'recordSignIn'> {
  readonly byUsername = new Map<string, Admin>();
  readonly signIns: { tx: Transaction; adminId: string; at: Date }[] = [];

  async forSignIn(username: string) {
    return this.byUsername.get(username) ?? null;
  }
  async recordSignIn(tx: Transaction, adminId: string, at: Date) {
    this.signIns.push({ tx, adminId, at });
  }
}

class FakeAudit implements Pick<AuditLogService, 'record'> {
  readonly records: { tx: Transaction; record: AuditRecord }[] = [];
  record(tx: Transaction, record: AuditRecord) {
    this.records.push({ tx, record });
    return {} as ReturnType<AuditLogService['record']>;
  }
  actions() {
    return this.records.map(({ record }) => record.action);
  }
}

function signInWithFakes() {
  const admins = new FakeAdmins();
  const admin = new Admin('wanjiru', 'wanjiru@hub.example', passwordHash);
  admin.firstName = 'Wanjiru';
  admins.byUsername.set(admin.username, admin);
  const audit = new FakeAudit();
  const counters = new FakeRateLimiters();
  const unitOfWork = new FakeUnitOfWork();
  const alerted: { tx: Transaction; notice: AccountPausedNotice; commitsWhenSent?: number }[] = [];
  // The mail module's listener, as the event bus would call it: stage now, hand on after the commit.
  const events = {
    publish: async ({ tx, notice }: AccountPaused) => {
      const alert: (typeof alerted)[number] = { tx, notice };
      alerted.push(alert);
      return [
        async () => {
          alert.commitsWhenSent = unitOfWork.commits;
        },
      ];
    },
  } as unknown as DomainEvents;
  const clock = { now: () => NOW } as Clock;
  const service = new SignInService(
    admins as unknown as AdminsRepository,
    new LoginThrottle(counters.asRateLimiters()),
    audit as unknown as AuditLogService,
    events,
    clock,
    unitOfWork.asUnitOfWork(),
  );
  return { service, admin, admins, audit, counters, unitOfWork, alerted };
}

/** The error a sign-in ended with (it must end with one). */
async function refusalOf(attempt: Promise<unknown>): Promise<Error> {
  try {
    await attempt;
  } catch (error) {
    return error as Error;
  }
  throw new Error('the sign-in was let through');
}

/** `count` wrong passwords for `username`, five from each address (the most one address is allowed). */
async function failFromManyAddresses(service: SignInService, username: string, count: number, network = '198.51.100') {
  for (let failure = 0; failure < count; failure++)
    await refusalOf(service.verify(username, 'guess', `${network}.${Math.floor(failure / 5)}`));
}

describe('SignInService', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('answers the admin for the right password, and then logs nothing but the sign-in', async () => {
    const { service, admin, admins, audit, unitOfWork } = signInWithFakes();

    expect(await service.verify(' wanjiru ', PASSWORD, '203.0.113.5')).toBe(admin);
    expect(audit.records).toEqual([]);

    await service.recordSignIn(admin, '203.0.113.5');
    expect(admins.signIns).toEqual([{ tx: unitOfWork.tx, adminId: admin.id, at: expect.any(Date) }]);
    expect(audit.records).toEqual([
      {
        tx: unitOfWork.tx,
        record: { actor: admin, action: 'login', resource: 'session', resourceId: admin.id, ipAddress: '203.0.113.5' },
      },
    ]);
    expect(unitOfWork.commits).toBe(1);
  });

  it('refuses a wrong password with 401 and logs the failed attempt under the name tried', async () => {
    const { service, audit, unitOfWork } = signInWithFakes();

    const refusal = await refusalOf(service.verify('wanjiru', 'not it', '203.0.113.5'));

    expect(refusal).toBeInstanceOf(IdentityError);
    expect(refusal).toMatchObject({ code: 'invalid-credentials', kind: 'unauthenticated' });
    expect(refusal.message).toBe(IDENTITY_MESSAGES.invalidCredentials);
    expect(audit.records.map(({ record }) => record)).toEqual([
      {
        actor: null,
        actorUsername: 'wanjiru',
        action: 'login_failed',
        resource: 'session',
        resourceId: null,
        ipAddress: '203.0.113.5',
      },
    ]);
    expect(unitOfWork.commits).toBe(1);
  });

  it('answers an unknown username exactly as a wrong password', async () => {
    const { service, audit } = signInWithFakes();

    const refusal = await refusalOf(service.verify('nobody', PASSWORD, '203.0.113.5'));

    expect(refusal).toBeInstanceOf(IdentityError);
    expect(refusal).toMatchObject({ code: 'invalid-credentials', kind: 'unauthenticated' });
    expect(refusal.message).toBe(IDENTITY_MESSAGES.invalidCredentials);
    expect(audit.records.map(({ record }) => [record.action, record.actorUsername])).toEqual([
      ['login_failed', 'nobody'],
    ]);
  });

  it('refuses a disabled account with 403 even with its right password, and logs the attempt', async () => {
    const { service, admin, audit } = signInWithFakes();
    admin.isActive = false;

    const refusal = await refusalOf(service.verify('wanjiru', PASSWORD, '203.0.113.5'));

    expect(refusal).toBeInstanceOf(IdentityError);
    expect(refusal).toMatchObject({ code: 'account-disabled', kind: 'forbidden' });
    expect(refusal.message).toBe(IDENTITY_MESSAGES.accountDisabled);
    expect(audit.actions()).toEqual(['login_failed']);
  });

  it('after five failures from one address refuses the sixth try with 429, before checking the password', async () => {
    const { service, audit } = signInWithFakes();
    for (let failure = 0; failure < 5; failure++) await refusalOf(service.verify('wanjiru', 'guess', '203.0.113.5'));

    const refusal = await refusalOf(service.verify('wanjiru', PASSWORD, '203.0.113.5'));

    expect(refusal).toBeInstanceOf(SignInThrottledException);
    expect(refusal.message).toBe(THROTTLE_MESSAGES.address(15));
    expect((refusal as SignInThrottledException).retryAfterSeconds).toBe(15 * 60);
    expect(audit.actions()).toEqual(Array(5).fill('login_failed'));
    // Another address is not held back by it.
    expect(await service.verify('wanjiru', PASSWORD, '203.0.113.6')).toBeDefined();
  });

  it('does not count a right password against the address: failures before it are forgiven', async () => {
    const { service } = signInWithFakes();
    for (let failure = 0; failure < 4; failure++) await refusalOf(service.verify('wanjiru', 'guess', '203.0.113.5'));
    await service.verify('wanjiru', PASSWORD, '203.0.113.5');

    for (let failure = 0; failure < 5; failure++)
      expect(await refusalOf(service.verify('wanjiru', 'typo', '203.0.113.5'))).toMatchObject({
        code: 'invalid-credentials',
      });
  });

  it('pauses the account at its 20th failure from any address, logs it and e-mails its admin after the commit', async () => {
    const { service, admin, audit, alerted, unitOfWork } = signInWithFakes();

    await failFromManyAddresses(service, 'wanjiru', 20);

    expect(audit.actions()).toEqual([...Array(20).fill('login_failed'), 'login_locked']);
    const locked = audit.records.at(-1)!;
    expect(locked.record).toEqual({
      actor: null,
      actorUsername: 'wanjiru',
      action: 'login_locked',
      resource: 'session',
      resourceId: admin.id,
      changes: { pausedUntil: { from: null, to: new Date(NOW.getTime() + 30 * MINUTE).toISOString() } },
      ipAddress: '198.51.100.3',
    });
    expect(alerted).toEqual([
      {
        tx: locked.tx,
        notice: {
          admin: { id: admin.id, username: 'wanjiru', email: 'wanjiru@hub.example', firstName: 'Wanjiru' },
          failures: 20,
          windowMinutes: 15,
          pausedMinutes: 30,
          pausedUntil: new Date(NOW.getTime() + 30 * MINUTE),
          lastAddress: '198.51.100.3',
        },
        // Handed on once the audit entry's transaction had committed.
        commitsWhenSent: unitOfWork.commits,
      },
    ]);

    const paused = await refusalOf(service.verify('wanjiru', PASSWORD, '192.0.2.44'));
    expect(paused).toBeInstanceOf(SignInThrottledException);
    expect(paused.message).toBe(THROTTLE_MESSAGES.account(30));
  });

  it('lets the account in again after the pause, and e-mails its admin at most once a day', async () => {
    const { service, admin, audit, alerted, counters } = signInWithFakes();
    await failFromManyAddresses(service, 'wanjiru', 20);

    counters.advance(31 * MINUTE);
    expect(await service.verify('wanjiru', PASSWORD, '192.0.2.44')).toBe(admin);
    counters.advance(15 * MINUTE);
    await failFromManyAddresses(service, 'wanjiru', 20, '192.0.2');

    expect(audit.actions().filter((action) => action === 'login_locked')).toHaveLength(2);
    expect(alerted).toHaveLength(1);
  });

  it('charges an address only for the passwords it checked when a parallel burst at one account is refused', async () => {
    const { service, audit } = signInWithFakes();

    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, guess) => refusalOf(service.verify('wanjiru', `guess-${guess}`, '203.0.113.5'))),
    );

    expect(burst.filter((refusal) => refusal instanceof SignInThrottledException)).toHaveLength(35);
    expect(audit.actions()).toEqual(Array(5).fill('login_failed'));
    // The address checked 5 passwords, so 25 more of its 30 remain, for any other names.
    for (let name = 0; name < 25; name++)
      expect(await refusalOf(service.verify(`someone-${name}`, 'guess', '203.0.113.5'))).toMatchObject({
        code: 'invalid-credentials',
      });
    const refused = await refusalOf(service.verify('someone-new', 'guess', '203.0.113.5'));
    expect(refused).toBeInstanceOf(SignInThrottledException);
    expect(refused.message).toBe(THROTTLE_MESSAGES.address(15));
  });

  it('tells an address that used its own five tries that the account is paused, when it is', async () => {
    const { service } = signInWithFakes();
    await failFromManyAddresses(service, 'wanjiru', 20);

    // 198.51.100.3 made the last five of the twenty: both its own count and the account's are used up.
    const refusal = await refusalOf(service.verify('wanjiru', PASSWORD, '198.51.100.3'));

    expect(refusal).toBeInstanceOf(SignInThrottledException);
    expect(refusal.message).toBe(THROTTLE_MESSAGES.account(30));
    expect((refusal as SignInThrottledException).retryAfterSeconds).toBeGreaterThan(15 * 60);
  });

  it('pauses a username nobody has without e-mailing anyone', async () => {
    const { service, audit, alerted } = signInWithFakes();

    await failFromManyAddresses(service, 'root', 20);

    expect(audit.records.at(-1)?.record).toMatchObject({
      action: 'login_locked',
      actorUsername: 'root',
      resourceId: null,
    });
    expect(alerted).toEqual([]);
  });
});
