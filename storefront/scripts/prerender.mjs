// Writes one static HTML file per public route (then hydrated in the browser), the 404 page, sitemap.xml and
// robots.txt, then brotli and gzip copies of the text files. Runs after `vite build` (client) and `vite build --ssr src/entry-server.tsx` (server renderer).
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const { renderDocument, sitemapXml, PRERENDERED_PAGES, CLIENT_ONLY_PAGES, SITE_URL } = await import(
  join(root, 'dist-ssr', 'entry-server.js')
);
const template = await readFile(join(dist, 'index.html'), 'utf8');
// The API server renders the event and blog pages on request into this same template (storefront-pages.ts);
// dist/index.html becomes the home page below, so the untouched copy is kept beside the server renderer.
await copyFile(join(dist, 'index.html'), join(root, 'dist-ssr', 'template.html'));

async function writePage(urlPath, file) {
  const html = await renderDocument(template, urlPath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

const started = Date.now();
for (const { path } of PRERENDERED_PAGES) {
  await writePage(path, path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html'));
}
await writePage('/404', join(dist, '404.html'));
// A client-only page (`/bookings/manage/:token`) gets a shell, `bookings/manage/_client-page.html`, holding its head
// tags and its loading state; the server answers every path under that folder with it (web-frontends.ts).
const clientOnlyFolders = CLIENT_ONLY_PAGES.map((path) => {
  if (!/^(\/[a-z0-9-]+)+\/:[a-z]+$/i.test(path)) throw new Error(`${path}: a client-only path ends in one parameter`);
  return path.slice(0, path.lastIndexOf('/'));
});
for (const [index, folder] of clientOnlyFolders.entries())
  await writePage(CLIENT_ONLY_PAGES[index], join(dist, folder.slice(1), '_client-page.html'));

// The API server answers /sitemap.xml itself, adding each published post; this file is its fallback.
await writeFile(join(dist, 'sitemap.xml'), sitemapXml());
const disallowed = [
  '/admin',
  '/api',
  ...clientOnlyFolders,
  ...PRERENDERED_PAGES.filter((page) => page.noindex).map((page) => page.path),
];
await writeFile(
  join(dist, 'robots.txt'),
  [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${SITE_URL}/sitemap.xml`,
    '',
  ].join('\n'),
);

console.log(
  `prerendered ${PRERENDERED_PAGES.length + 1 + clientOnlyFolders.length} pages in ${Date.now() - started} ms`,
);

const compressing = Date.now();
console.log(`compressed ${await precompress(dist)} files (brotli and gzip) in ${Date.now() - compressing} ms`);
