import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Canonical and Open Graph URLs are written into the prerendered pages, so the public origin is a build input.
const siteUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss()],
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads (the benchmarks count them); never served (dot folder).
    manifest: true,
  },
});
