// After webpack has built the shell into dist/, copies each panel's build to dist/panels/<domain>/
// and writes dist/remotes.json, the runtime list the shell registers its remotes from. Everything
// the back-office needs then lives in this one folder, which the backend serves at /admin.
import { cp, readdir, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const panelsDir = fileURLToPath(new URL('../panels/', import.meta.url));
const distDir = fileURLToPath(new URL('./dist/', import.meta.url));

const domains = (await readdir(panelsDir, { withFileTypes: true }))
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const remotes = [];
for (const domain of domains) {
  const panelDist = `${panelsDir}${domain}/dist/`;
  const manifest = await stat(`${panelDist}mf-manifest.json`).catch(() => null);
  if (!manifest)
    throw new Error(
      `admin-shell: panel "${domain}" is not built (no ${panelDist}mf-manifest.json); run nx run admin-panel-${domain}:build`,
    );
  await cp(panelDist, `${distDir}panels/${domain}/`, { recursive: true });
  remotes.push({ name: `panel_${domain}`, entry: `/admin/panels/${domain}/mf-manifest.json` });
}

await writeFile(`${distDir}remotes.json`, `${JSON.stringify(remotes, null, 2)}\n`);
console.log(`admin-shell: ${remotes.length} panels copied into dist/panels and listed in dist/remotes.json`);
