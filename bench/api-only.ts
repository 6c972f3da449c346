/**
 * `node bench/api-only.ts`: only the API benchmarks of `npm run bench` (throughput of /api/spaces, availability and the
 * admin list page against a bare server, then the admin list with 100,000 bookings), printed instead of written to
 * docs/benchmarks.md. For checking a change to the request path in a minute rather than the whole run; for where the
 * time goes, `npm run bench -- --profile` draws the API's flame graph.
 */
import { measureAdminBookingsList } from './benchmarks/admin-bookings-list.ts';
import { measureApiThroughput } from './benchmarks/api-throughput.ts';
import { BookingSeed } from './benchmarks/booking-seed.ts';
import { startProduct } from './lib/product.ts';
import { printSection } from './lib/report-writer.ts';

/** The database size of the throughput run in `npm run bench` (its availability benchmark's middle size). */
const BOOKINGS = 10_000;

const product = await startProduct();
try {
  const seed = await BookingSeed.open(product.databaseUrl);
  await seed.fillDenseDay();
  await seed.growTo(BOOKINGS);
  const spaces = (await (await fetch(`${product.baseUrl}/api/spaces`)).json()) as { id: string; name: string }[];
  const booth = spaces.find((space) => space.name === 'Phone Booth') ?? spaces[0];
  const path = `/api/spaces/${booth.id}/availability?date=${await seed.denseDate()}`;
  printSection(await measureApiThroughput(product, path));
  printSection(await measureAdminBookingsList(product));
} finally {
  await product.stop();
}
