import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
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

// Prerendered pages are hydrated; the bare template (vite dev) is rendered from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
