// Copies the static admin shell (public/) into dist/, which the backend serves at /admin
// with an index.html fallback. Assets must use absolute /admin/... paths.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const publicDir = fileURLToPath(new URL('./public/', import.meta.url));
const distDir = fileURLToPath(new URL('./dist/', import.meta.url));

await rm(distDir, { recursive: true, force: true });
await cp(publicDir, distDir, { recursive: true });

console.log(`admin-shell: copied ${publicDir} -> ${distDir}`);
