/**
 * `node bench/launch-morning-only.ts`: only the launch-morning load test of `npm run bench`, on a product of its own,
 * printed instead of written to docs/benchmarks.md. For checking a change in a few minutes rather than the whole run.
 */
import { measureLaunchMorning } from './benchmarks/launch-morning.ts';
import { startProduct } from './lib/product.ts';
import { printSection } from './lib/report-writer.ts';

const product = await startProduct();
try {
  printSection(await measureLaunchMorning(product));
} catch (error) {
  console.error(product.logTail(60));
  throw error;
} finally {
  await product.stop();
}
