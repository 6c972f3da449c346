import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ApiProcess, startApiProcess } from '../support/api-process.js';
import { connectHeapInspector, type HeapInspector } from '../support/heap-inspector.js';
import { freePort } from '../support/processes.js';
import { ROOT, type Session, signIn } from '../support/test-app.js';

const GROUPS = 100_000;
const MB = 1024 * 1024;
/**
 * Heap growth allowed while an export is half read. The 100,000 groups as the objects the export writes take about
 * 68 MB on their own (measured: each has its nested dates and payment), more with the driver's rows behind them, so
 * this bound still fails if they were all loaded, while garbage-collector timing on a busy machine cannot reach it
 * (a streamed export grows the heap by about 2 MB).
 */
const HEAP_BOUND_MB = 40;

/**
 * A CSV export of 100,000 rows is written as the database cursor yields them: the API process (its own, so its heap
 * is its own, read through the inspector after full collections) holds only what is in flight, also while a slow
 * client has read only part of the file.
 */
describe('a 100,000-row CSV export streams from the database', () => {
  let api: ApiProcess;
  let heap: HeapInspector;
  let root: Session;

  beforeAll(async () => {
    api = await startApiProcess({}, { nodeOptions: `--inspect=127.0.0.1:${await freePort()}` });
    heap = await connectHeapInspector(api.process);
    root = await signIn(api.api, ROOT.username, ROOT.password);
    // One statement: the booking groups follow in the same statement (see booking-group-triggers.ts).
    await api.db.orm.em.fork().execute(
      `insert into space_bookings (id, created_at, updated_at, type, date, time, duration, status, booking_group_id,
                                   first_name, last_name, email, phone, notes)
       select id, timestamptz '2026-11-01 09:00+03' + make_interval(secs => n), now(), 'tour',
              to_char(date '2026-12-01' + (n % 300), 'YYYY-MM-DD'), '10:00', 1,
              (array['pending', 'confirmed', 'cancelled'])[1 + n % 3], id, 'Visitor', 'Number ' || n,
              'visitor' || n || '@example.com', '+254700' || lpad(n::text, 6, '0'), repeat('x', 200)
       from (select gen_random_uuid() as id, n from generate_series(1, ${GROUPS}) n) seeded`,
    );
  }, 300_000);

  afterAll(async () => {
    heap?.close();
    await api?.close();
  });

  it('keeps the heap within a few megabytes mid-download, and the file has every row', async () => {
    // A first small export, so what first use allocates (modules, caches) is in the baseline.
    const warmUp = await root.request('GET', '/admin/booking-groups/export.csv?q=Number%2012345');
    expect((await warmUp.text()).trim().split('\r\n')).toHaveLength(2);
    const before = await heap.usedHeapAfterGc();

    const response = await root.request('GET', '/admin/booking-groups/export.csv');
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let lines = 0;
    let bytes = 0;
    const readSome = async (until: number) => {
      while (bytes < until) {
        const { done, value } = await reader.read();
        if (done) return true;
        bytes += value.byteLength;
        lines += decoder.decode(value, { stream: true }).split('\n').length - 1;
      }
      return false;
    };
    // Read a few megabytes, then stop reading: the socket fills and the server waits with its cursor open.
    expect(await readSome(4 * MB)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const during = await heap.usedHeapAfterGc();
    await readSome(Number.POSITIVE_INFINITY);
    const after = await heap.usedHeapAfterGc();

    expect(lines).toBe(GROUPS + 1);
    const grewMb = (during - before) / MB;
    console.log(
      `CSV export of ${GROUPS.toLocaleString('en-US')} booking groups: ${(bytes / MB).toFixed(1)} MB sent; ` +
        `heap after GC ${(before / MB).toFixed(1)} MB before, ${(during / MB).toFixed(1)} MB mid-download ` +
        `(+${grewMb.toFixed(1)} MB), ${(after / MB).toFixed(1)} MB after`,
    );
    expect(grewMb).toBeLessThan(HEAP_BOUND_MB);
    expect(api.alive()).toBe(true);
  }, 300_000);
});
