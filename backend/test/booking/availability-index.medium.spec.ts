import { venueInstant } from '@coworking/domain';
import { type EntityManager } from '@mikro-orm/postgresql';
import { DAY_ASSIGNMENTS_SQL } from '../../src/modules/booking/space-assignments.repository.js';
import { createTestOrm, type TestOrm } from '../support/test-database.js';
import { futureWeekday, makeSpace, nextDay } from './support.js';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

const HOUR = 3600_000;

/** A confirmed booking holding `instanceId` from `start` for `hours`, written as the product writes it. */
async function assign(em: EntityManager, instanceId: string, start: Date, hours: number): Promise<void> {
  const [{ id }] = await em.execute<{ id: string }[]>(
    `insert into space_bookings (type, date, time, status) values ('meeting-room', '2030-01-01', '10:00', 'confirmed') returning id`,
  );
  await em.execute(
    'insert into space_instance_assignments (booking_id, instance_id, start_at, end_at) values (?, ?, ?, ?)',
    [id, instanceId, start, new Date(start.getTime() + hours * HOUR)],
  );
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe("the query for a day's assignments", () => {
  let testOrm: TestOrm;
  beforeAll(async () => {
    testOrm = await createTestOrm();
  });
  afterAll(() => testOrm.close());

  it('returns exactly the assignments overlapping the day, including ones across midnight', async () => {
    const em = testOrm.orm.em.fork();
    const { space, instances } = await makeSpace(em, { name: 'Midnight room', instances: 2 });
    const date = futureWeekday(20);
    const dayStart = venueInstant(date);
    const dayEnd = venueInstant(nextDay(date));
    await assign(em, instances[0].id, new Date(dayStart.getTime() - 2 * HOUR), 2); // ends as the day starts
    await assign(em, instances[1].id, new Date(dayStart.getTime() - HOUR), 2); // runs past midnight into the day
    await assign(em, instances[0].id, venueInstant(date, '10:00'), 2);
    await assign(em, instances[0].id, dayEnd, 2); // starts as the day ends

    const rows = await em.execute<{ start_at: Date }[]>(DAY_ASSIGNMENTS_SQL, [dayStart, dayEnd, space.id]);
    expect(rows.map((row) => new Date(row.start_at).getTime()).sort()).toEqual([
      dayStart.getTime() - HOUR,
      venueInstant(date, '10:00').getTime(),
    ]);
  });

  it("reads only the day's rows through the exclusion constraint's index, not every assignment of the instance", async () => {
    const em = testOrm.orm.em.fork();
    const { space, instances } = await makeSpace(em, { name: 'Indexed room' });
    const date = futureWeekday(30);
    for (let day = 0; day < 60; day++)
      await assign(em, instances[0].id, new Date(venueInstant(date, '10:00').getTime() - day * 24 * HOUR), 2);
    await em.execute('analyze space_instance_assignments');

    const plan = await em.transactional(async (tx) => {
      // With so few rows the planner could read the table whole; what matters is that the index can answer the query.
      await tx.execute('set local enable_seqscan = off');
      const sql = DAY_ASSIGNMENTS_SQL.replace('tstzrange(?, ?)', 'tstzrange(?::timestamptz, ?::timestamptz)').replace(
        'i.space_id = ?',
        'i.space_id = ?::uuid',
      );
      const [row] = await tx.execute<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(`explain (format json) ${sql}`, [
        venueInstant(date),
        venueInstant(nextDay(date)),
        space.id,
      ]);
      return row['QUERY PLAN'][0].Plan;
    });
    const scan = nodes(plan).find((node) => node['Index Name'] === 'space_instance_assignments_no_overlap');
    expect(scan?.['Index Cond']).toContain('tstzrange(start_at, end_at) &&');
    expect(scan?.Filter).toBeUndefined();
  });
});
