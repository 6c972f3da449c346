/**
 * `node bench/launch-morning-only.ts`: only the launch-morning load test of `npm run bench`, on a product of its own,
 * printed instead of written to docs/benchmarks.md. For checking a change in a few minutes rather than the whole run.
 * `BENCH_PRODUCT_<NAME>=value` sets the product's `<NAME>` (e.g. BENCH_PRODUCT_DATABASE_POOL_SIZE=20) to try a setting.
 */
import { LAUNCH_MORNING_PRODUCT, measureLaunchMorning } from './benchmarks/launch-morning.ts';
import { startProduct } from './lib/product.ts';
import { printSection } from './lib/report-writer.ts';

const env = Object.fromEntries(
  Object.entries(process.env)
    .filter(([name]) => name.startsWith('BENCH_PRODUCT_'))
    .map(([name, value]) => [name.slice('BENCH_PRODUCT_'.length), value ?? '']),
);
const product = await startProduct({ env: { ...LAUNCH_MORNING_PRODUCT, ...env } });
try {
  printSection(await measureLaunchMorning(product));
} catch (error) {
  console.error(product.logTail(60));
  throw error;
} finally {
  await product.stop();
}
