import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './app/router';
import { App, preloadPage } from './app/App';
import { clientOnlyRouteOf } from './app/routes';
import { PAGE_META_TAGS } from './ui/page-meta';
import { Toaster } from './ui/toast';

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root not found');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
    <Toaster />
  </StrictMode>
);

// Prerendered pages are hydrated; the bare template (vite dev) is rendered from scratch. As a transition,
// hydration works in slices of a few milliseconds, so a phone's main thread is never blocked by one long task.
// A client-only page (a manage link) arrives as its route's shell, rendered for no particular token: it is
// rendered afresh rather than hydrated, once its code is in, so that its first render replaces the shell's loading
// state with its own (no empty page in between), as a transition too, and the shell's static head tags go (React
// adds the page's own).
const clientOnly = clientOnlyRouteOf(window.location.pathname);
if (container.firstElementChild && !clientOnly) startTransition(() => void hydrateRoot(container, app));
else if (!clientOnly) createRoot(container).render(app);
else
  void preloadPage(clientOnly)
    .catch(() => undefined)
    .then(() => {
      document.head.querySelectorAll(PAGE_META_TAGS).forEach((tag) => tag.remove());
      startTransition(() => createRoot(container).render(app));
    });

// What visitors experience (Core Web Vitals), measured by code fetched once the page has loaded: no first-paint cost.
addEventListener('load', () => void import('./app/web-vitals/web-vitals-reporter'));
