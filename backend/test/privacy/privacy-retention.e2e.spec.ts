import { randomUUID } from 'node:crypto';
import { type Clock } from '../../src/common/clock/clock.js';
import { ErasureRequest } from '../../src/modules/privacy/entities/erasure-request.entity.js';
import { PrivacyLink } from '../../src/modules/privacy/entities/privacy-link.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { RetentionRepository } from '../../src/retention/retention.repository.js';
import { Retention } from '../../src/retention/retention.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const YEARS = (count: number) => count * 365 * DAY_MS;

function request(number: string, at: Date, completed: boolean): ErasureRequest {
  const row = new ErasureRequest({
    number,
    year: at.getUTCFullYear(),
    sequence: Number(number.slice(-4)),
    email: completed ? null : 'someone@example.com',
    phone: null,
    userId: null,
    source: 'member-portal',
    reason: null,
    dueBy: new Date(at.getTime() + 30 * DAY_MS),
    createdAt: at,
  });
  if (completed) Object.assign(row, { status: 'completed', completedAt: at, completedBy: 'root', erased: {} });
  return row;
}

function payment(reference: string, at: Date): Payment {
  const row = new Payment(reference, 'booking', randomUUID(), 150_000, `${reference.toLowerCase()}@example.com`);
  Object.assign(row, {
    status: 'success',
    customerName: 'Old Customer',
    companyName: 'Acme Ltd',
    kraPin: 'P051234567X',
    receiptNumber: `SCH-2020-${reference.slice(-6)}`,
    receipt: {
      number: `SCH-2020-${reference.slice(-6)}`,
      customer: {
        name: 'Old Customer',
        email: `${reference.toLowerCase()}@example.com`,
        companyName: 'Acme Ltd',
        kraPin: 'P051234567X',
      },
      totalCents: 150_000,
    },
    providerData: { customer: { email: `${reference.toLowerCase()}@example.com` } },
    createdAt: at,
  });
  return row;
}

describe('the retention of privacy and tax records', () => {
  let testApp: TestApp;
  const now = new Date();

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('anonymises payments after five years and keeps their amounts, numbers, company and KRA PIN; deletes old proofs and links', async () => {
    const em = testApp.em();
    em.persist([
      payment('PAY-OLD-000001', new Date(now.getTime() - YEARS(5) - DAY_MS)),
      payment('PAY-NEW-000002', new Date(now.getTime() - YEARS(4))),
      request('ER-2020-0001', new Date(now.getTime() - YEARS(5) - DAY_MS), true),
      request('ER-2020-0002', new Date(now.getTime() - YEARS(5) - DAY_MS), false),
      request('ER-2026-0003', new Date(now.getTime() - DAY_MS), true),
      new PrivacyLink('a'.repeat(64), 'someone@example.com', 'export', new Date(now.getTime() - 1000)),
      new PrivacyLink('b'.repeat(64), 'someone@example.com', 'export', new Date(now.getTime() + DAY_MS)),
    ]);
    await em.flush();
    const retention = new Retention(new RetentionRepository(testApp.orm.em), { now: () => now } as Clock);

    expect(await retention.run()).toMatchObject({ privacyLinks: 1, erasureRequests: 1, taxRecords: 1 });

    const payments = await testApp.em().find(Payment, {}, { orderBy: { reference: 'asc' } });
    expect(payments[1]).toMatchObject({
      reference: 'PAY-OLD-000001',
      amountCents: 150_000,
      receiptNumber: 'SCH-2020-000001',
      companyName: 'Acme Ltd',
      kraPin: 'P051234567X',
      customerName: null,
      providerData: null,
      receipt: {
        number: 'SCH-2020-000001',
        customer: { name: 'Customer', email: '', companyName: 'Acme Ltd', kraPin: 'P051234567X' },
        totalCents: 150_000,
      },
    });
    expect(payments[1].email).not.toContain('pay-old');
    expect(payments[0]).toMatchObject({ reference: 'PAY-NEW-000002', customerName: 'Old Customer' });
    const numbers = (await testApp.em().find(ErasureRequest, {}, { orderBy: { number: 'asc' } })).map((r) => r.number);
    expect(numbers).toEqual(['ER-2020-0002', 'ER-2026-0003']);
    expect(await testApp.em().count(PrivacyLink, {})).toBe(1);

    expect(await retention.run()).toMatchObject({ privacyLinks: 0, erasureRequests: 0, taxRecords: 0 });
  });
});
