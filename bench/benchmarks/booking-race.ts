import { performance } from 'node:perf_hooks';
import { psqlNumber } from '../lib/postgres.ts';
import { ms, type Section, table } from '../lib/report-model.ts';

const ATTEMPTS = 200;

export interface RaceSetup {
  baseUrl: string;
  databaseUrl: string;
  spaceId: string;
  spaceName: string;
  date: string;
  time: string;
}

interface Attempt {
  status: number;
  /** When the answer arrived, ms after the attempts were fired. */
  at: number;
}

const contact = (index: number) => ({
  firstName: 'Racer',
  lastName: `Number ${index}`,
  email: `racer${index}@example.com`,
  phone: `+2547${String(10_000_000 + index).slice(-8)}`,
});

function checkout(setup: RaceSetup, index: number): Promise<Response> {
  return fetch(`${setup.baseUrl}/api/payments/booking/initialize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...contact(index),
      bookingData: { type: 'space', spaceId: setup.spaceId, dates: [setup.date], times: [setup.time] },
    }),
  });
}

/**
 * 200 visitors press Pay at the same moment for the last free instance of a slot, through the real
 * checkout (`POST /api/payments/booking/initialize`: validation, pricing, the hold on an instance,
 * the payment row and the call to Paystack's API, here the local sandbox). One must win and hold the
 * slot; every other must get 409 "fully booked", and nothing may fail.
 */
export async function raceForLastInstance(setup: RaceSetup): Promise<Section> {
  // Every instance but one is taken first, by ordinary checkouts.
  const instances = await psqlNumber(
    setup.databaseUrl,
    `select count(*) from space_instances where space_id = '${setup.spaceId}' and is_active`,
  );
  for (let index = 0; index < instances - 1; index++) {
    const response = await checkout(setup, 10_000 + index);
    if (response.status !== 201 && response.status !== 200)
      throw new Error(`taking instance ${index + 1} answered ${response.status}: ${await response.text()}`);
  }
  const started = performance.now();
  const attempts = await Promise.all(
    Array.from({ length: ATTEMPTS }, async (_, index): Promise<Attempt> => {
      try {
        const response = await checkout(setup, index);
        await response.arrayBuffer();
        return { status: response.status, at: performance.now() - started };
      } catch {
        return { status: 0, at: performance.now() - started };
      }
    }),
  );
  const settledMs = Math.max(...attempts.map((attempt) => attempt.at));
  const count = (test: (status: number) => boolean) => attempts.filter((attempt) => test(attempt.status)).length;
  const winners = count((status) => status === 200 || status === 201);
  const conflicts = count((status) => status === 409);
  const serverErrors = count((status) => status >= 500);
  const otherFailures = ATTEMPTS - winners - conflicts - serverErrors;
  const held = await psqlNumber(
    setup.databaseUrl,
    `select count(*) from space_instance_assignments a join space_instances i on i.id = a.instance_id
     where i.space_id = '${setup.spaceId}' and tstzrange(a.start_at, a.end_at) && tstzrange('${setup.date}T${setup.time}:00+03:00', '${setup.date}T${setup.time}:00+03:00'::timestamptz + interval '2 hours')`,
  );
  const sorted = attempts.map((attempt) => attempt.at).sort((a, b) => a - b);
  return {
    title: 'Simultaneous checkouts for the last free instance',
    checks: [
      {
        what: `${ATTEMPTS} simultaneous checkouts for the last instance: winners`,
        measured: String(winners),
        target: 'exactly 1',
        passed: winners === 1 && held === instances,
      },
      {
        what: `${ATTEMPTS} simultaneous checkouts: 5xx answers`,
        measured: String(serverErrors),
        target: '0',
        passed: serverErrors === 0 && otherFailures === 0,
      },
    ],
    body: [
      `${setup.spaceName} has ${instances} instances; ${instances - 1} ${instances - 1 === 1 ? 'was' : 'were'} taken by ordinary checkouts first. Then ${ATTEMPTS} checkouts`,
      `for ${setup.date} ${setup.time}, each from its own connection, were fired at once at \`POST /api/payments/booking/initialize\``,
      "(the storefront's Pay button): validation, server-side pricing, the hold on an instance, the payment row and Paystack's",
      "initialize call (the local sandbox). PostgreSQL's exclusion constraint decides who gets the instance.",
      '',
      ...table(
        [
          'Winners',
          '409 fully booked',
          '5xx',
          'Other failures',
          'Instances held afterwards',
          'First answer',
          'Median answer',
          'All settled',
        ],
        [
          [
            winners,
            conflicts,
            serverErrors,
            otherFailures,
            `${held} of ${instances}`,
            ms(sorted[0]),
            ms(sorted[Math.floor(sorted.length / 2)]),
            ms(settledMs),
          ],
        ],
      ),
    ],
  };
}
