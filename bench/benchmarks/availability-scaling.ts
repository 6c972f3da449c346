// The product's own query text (a module without framework imports), so the plan shown is the plan it runs.
import { DAY_ASSIGNMENTS_SQL } from '../../backend/dist/modules/booking/space-assignments.repository.js';
import { sequentialLatency } from '../lib/latency.ts';
import { psql, psqlNumber } from '../lib/postgres.ts';
import { ms, type Section, table } from '../lib/report-model.ts';

const TARGET_P50_MS = 5;
const TARGET_SIZE = 10_000;
const SAMPLES = { warmUp: 50, samples: 400 };

export interface AvailabilityProbe {
  baseUrl: string;
  databaseUrl: string;
  spaceId: string;
  spaceName: string;
  date: string;
}

export interface AvailabilityPoint {
  totalBookings: number;
  /** The space's bookings on the measured day (the rows the answer is built from). */
  dayBookings: number;
  p50Ms: number;
  p99Ms: number;
  /** PostgreSQL's execution time of the day's query (EXPLAIN ANALYZE, median of five). */
  sqlMs: number;
  /** How the plan reaches the assignments, e.g. "Index Scan using space_instance_assignments_no_overlap". */
  access: string;
}

/** Availability of one dense day, one request at a time, at the database's current size. */
export async function measureAvailabilityAt(probe: AvailabilityProbe): Promise<AvailabilityPoint> {
  const latency = await sequentialLatency(
    `${probe.baseUrl}/api/spaces/${probe.spaceId}/availability?date=${probe.date}`,
    SAMPLES,
  );
  const plan = await explainDayQuery(probe);
  return {
    totalBookings: await psqlNumber(probe.databaseUrl, 'select count(*) from space_bookings'),
    dayBookings: await psqlNumber(
      probe.databaseUrl,
      `select count(*) from space_bookings where space_id = '${probe.spaceId}' and date = '${probe.date}'`,
    ),
    p50Ms: latency.p50Ms,
    p99Ms: latency.p99Ms,
    ...plan,
  };
}

async function explainDayQuery(probe: AvailabilityProbe): Promise<{ sqlMs: number; access: string }> {
  const literals = [
    `'${probe.date}T00:00:00+03:00'::timestamptz`,
    `'${probe.date}T00:00:00+03:00'::timestamptz + interval '1 day'`,
    `'${probe.spaceId}'::uuid`,
  ];
  const sql = DAY_ASSIGNMENTS_SQL.replace(/\?/g, () => literals.shift() ?? '?');
  const timings: number[] = [];
  let access = 'unknown';
  for (let run = 0; run < 5; run++) {
    const lines = await psql(probe.databaseUrl, `explain (analyze) ${sql}`);
    timings.push(Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1]));
    // The index line when the plan uses one (Index Scan using …, Bitmap Index Scan on …), else the table scan.
    const scan =
      lines.find((line) => /Scan .*space_instance_assignments_no_overlap/.test(line)) ??
      lines.find((line) => /Scan on space_instance_assignments/.test(line));
    access =
      scan
        ?.replace(/^[\s>-]*/, '')
        .replace(/\s+\(cost.*$/, '')
        .replace(/ on space_instance_assignments a$/, '') ?? access;
  }
  timings.sort((a, b) => a - b);
  return { sqlMs: timings[2], access };
}

export function availabilitySection(probe: AvailabilityProbe, points: AvailabilityPoint[]): Section {
  const atTarget = points.find(
    (point) => point.totalBookings >= TARGET_SIZE && point.totalBookings < TARGET_SIZE * 1.5,
  );
  const smallest = points[0];
  const largest = points.at(-1);
  return {
    title: 'Availability of one day against the total number of bookings',
    checks: [
      {
        what: `Availability p50 with ${TARGET_SIZE.toLocaleString('en-US')} bookings in the database`,
        measured: atTarget ? ms(atTarget.p50Ms) : 'not measured',
        target: `≤ ${TARGET_P50_MS} ms`,
        passed: Boolean(atTarget && atTarget.p50Ms <= TARGET_P50_MS),
      },
    ],
    body: [
      `\`GET /api/spaces/:id/availability\` for ${probe.spaceName} on ${probe.date}, a busy day (three quarters of every instance's`,
      'slots taken), one request at a time over a keep-alive connection after a warm-up, at three database sizes. The other',
      'bookings are written straight with SQL (booking row and instance assignment, as the product writes them), spread',
      'over 720 days and every instance. "SQL" is PostgreSQL\'s own execution time for the product\'s query (EXPLAIN ANALYZE,',
      'median of five); "Assignments read by" is how its plan reaches the rows.',
      '',
      ...table(
        ['Bookings in the database', "The space's bookings that day", 'p50', 'p99', 'SQL', 'Assignments read by'],
        points.map((point) => [
          point.totalBookings.toLocaleString('en-US'),
          point.dayBookings,
          ms(point.p50Ms),
          ms(point.p99Ms),
          ms(point.sqlMs),
          point.access,
        ]),
      ),
      '',
      ...(smallest && largest
        ? [
            `From ${smallest.totalBookings.toLocaleString('en-US')} to ${largest.totalBookings.toLocaleString('en-US')} bookings the p50 went from ${ms(smallest.p50Ms)} to ${ms(largest.p50Ms)} and the query's own time from`,
            `${ms(smallest.sqlMs)} to ${ms(largest.sqlMs)}: the answer reads the day's assignments through the exclusion constraint's GiST index, so`,
            'its cost follows that day, not the table.',
          ]
        : []),
    ],
  };
}
