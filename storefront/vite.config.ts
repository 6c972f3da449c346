import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Canonical and Open Graph URLs are written into the prerendered pages, so the public origin is a build input.
const siteUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');

export default defineConfig({
  base: '/',
  resolve: {
    // wouter reaches React's useSyncExternalStore through the shim for React 17; React 19 has its own.
    alias: {
      'use-sync-external-store/shim/index.js': fileURLToPath(new URL('src/app/react-sync-store.ts', import.meta.url)),
    },
  },
  plugins: [react(), tailwindcss()],
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads (the benchmarks count them); never served (dot folder).
    manifest: true,
    modulePreload: {
      // The HTML preloads what the entry imports. A chunk loaded later (a page, a part on first use) is not given the
      // list of its imports to fetch alongside: that list, for every chunk, would be in the entry every page loads.
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
  },
});
