import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const FRONTEND_FOLDERS = {
  storefront: `${repositoryRoot}storefront/dist`,
  admin: `${repositoryRoot}admin-shell/shell/dist`,
};

/**
 * Serves the built web front ends from the API's origin: the admin back-office under /admin and
 * the storefront at /. A route path (no file extension) gets the app's index.html, so client-side
 * routes work on reload. Hashed assets are cached for a year, HTML never.
 */
export function serveWebFrontends(app: Express, folders = FRONTEND_FOLDERS): void {
  mount(app, '/admin', folders.admin);
  mount(app, '/', folders.storefront);
}

function mount(app: Express, base: string, folder: string): void {
  if (!existsSync(`${folder}/index.html`)) return;
  app.use(
    base,
    express.static(folder, {
      index: ['index.html'],
      setHeaders: (response, path) => {
        response.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.use(base, (request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.originalUrl.startsWith('/api')) return next();
    if (base === '/' && request.originalUrl.startsWith('/admin')) return next();
    // A missing file (an old hashed asset, a typo) is a 404, not the app's page.
    if (/\.[a-z0-9]+$/i.test(request.path)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile('index.html', { root: folder });
  });
}
