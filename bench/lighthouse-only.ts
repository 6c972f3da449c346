/**
 * `node bench/lighthouse-only.ts [label…]`: only the Lighthouse audits of `npm run bench`, on a product of its own,
 * printed instead of written to docs/benchmarks.md. With labels (`/bookings/manage/:token`, `/member-portal (signed in)`),
 * only the pages whose label contains one of them: for checking a change to one page in a few minutes.
 */
import { auditedPages, auditStorefront } from './benchmarks/lighthouse-audits.ts';
import { storefrontVisits } from './benchmarks/storefront-bundles.ts';
import { launchChromium } from './lib/chrome.ts';
import { startProduct } from './lib/product.ts';
import { printSection } from './lib/report-writer.ts';

const wanted = process.argv.slice(2);
const product = await startProduct();
try {
  const pages = auditedPages(await storefrontVisits(product)).filter(
    (page) => wanted.length === 0 || wanted.some((label) => page.label.includes(label)),
  );
  const chrome = await launchChromium();
  try {
    printSection(await auditStorefront(chrome, product.baseUrl.replace('127.0.0.1', 'localhost'), pages));
  } finally {
    chrome.kill();
  }
} finally {
  await product.stop();
}
