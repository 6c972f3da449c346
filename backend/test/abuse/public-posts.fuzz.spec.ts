import fc from 'fast-check';
import { type PaystackSandbox, startPaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { proofOfWorkHeaders } from '../support/proof-of-work.js';
import { createTestApp, rowCounts, type TestApp } from '../support/test-app.js';

/** Tables a public POST can write to; a refused request must leave every one unchanged. */
const TABLES = [
  'contacts',
  'job_applications',
  'newsletters',
  'space_bookings',
  'space_instance_assignments',
  'plan_bookings',
  'payments',
  'mail_outbox',
  'audit_log',
  'admin_sessions',
];

/** Values that look like the real fields half of the time, and like anything the other half. */
const field = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'tour',
    'space',
    '2026-12-04',
    '2027-02-30',
    '10:00',
    '25:61',
    'All Day Access',
    'a@b.co',
    'not-an-email',
    '+254712345678',
    '07 12',
    'General Inquiry',
    'Community Manager',
    '00000000-0000-0000-0000-000000000000',
    'SCH-NOPE',
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 12 }), { maxLength: 12 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);
const FIELD_NAMES = [
  'type',
  'date',
  'dates',
  'time',
  'times',
  'duration',
  'notes',
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'message',
  'position',
  'coverLetter',
  'resumeUrl',
  'planId',
  'startDate',
  'planBookingId',
  'reference',
  'spaceId',
  'amount',
  'price',
  'username',
  'password',
  'bookingData',
];
const body = fc.oneof(
  fc.record(Object.fromEntries(FIELD_NAMES.map((name) => [name, field])), { requiredKeys: [] }),
  fc.record(
    {
      bookingData: fc.record(Object.fromEntries(FIELD_NAMES.map((name) => [name, field])), { requiredKeys: [] }),
      email: field,
      firstName: field,
      lastName: field,
      phone: field,
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);

/** The public forms that ask for a proof of work (security/proof-of-work.e2e.spec.ts fuzzes the header itself). */
const PROOF_OF_WORK_PATHS = ['/contacts', '/job-applications', '/newsletter', '/bookings'];

const PUBLIC_POSTS = [
  '/contacts',
  '/job-applications',
  '/newsletter',
  '/bookings',
  '/plan-bookings',
  '/payments/booking/initialize',
  '/payments/verify',
  '/payments/subscription/initialize',
  '/payments/subscription/verify',
  '/admin/login',
  '/admin/setup',
];

describe('fuzzing every public POST body', () => {
  let sandbox: PaystackSandbox;
  let testApp: TestApp;

  const proofOfWorkFor = async (path: string) =>
    PROOF_OF_WORK_PATHS.includes(path) ? proofOfWorkHeaders(testApp.api) : {};

  const counts = () => rowCounts(testApp.em(), TABLES);

  beforeAll(async () => {
    sandbox = await startPaystackSandbox({ secretKey: 'sk_test_fuzz', publicKey: 'pk_test_fuzz' });
    testApp = await createTestApp({
      SEED_DEMO: 'true',
      PAYSTACK_SECRET_KEY: 'sk_test_fuzz',
      PAYSTACK_PUBLIC_KEY: 'pk_test_fuzz',
      PAYSTACK_BASE_URL: sandbox.url,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await sandbox.close();
  });

  it.each(PUBLIC_POSTS)('%s never answers 5xx, and a refusal writes nothing', async (path) => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const before = await counts();
        const response = await fetch(`${testApp.api}${path}`, {
          method: 'POST',
          // A solved proof of work where a form asks for one, so the body itself is what gets judged.
          headers: { 'content-type': 'application/json', ...(await proofOfWorkFor(path)) },
          body: JSON.stringify(payload),
        });
        const text = await response.text();
        if (response.status >= 500)
          throw new Error(`${path} answered ${response.status} ${text} to ${JSON.stringify(payload)}`);
        if (response.status >= 400) {
          expect(JSON.parse(text)).toEqual(expect.objectContaining({ message: expect.any(String) }));
          // A failed sign-in is audited on purpose; everything else refused must leave no trace.
          const after = await counts();
          if (path === '/admin/login') after.audit_log = before.audit_log;
          expect(after).toEqual(before);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('answers a body that is not JSON with 400', async () => {
    for (const path of PUBLIC_POSTS) {
      const response = await fetch(`${testApp.api}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await proofOfWorkFor(path)) },
        body: '{"firstName": ',
      });
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
    }
  });
});
