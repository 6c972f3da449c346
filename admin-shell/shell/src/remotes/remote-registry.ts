import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PanelModule } from 'admin-kit';
import type { PanelName } from '../access/tabs';

/** One line of /admin/remotes.json: a panel and the URL of its mf-manifest.json. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

const REMOTES_URL = '/admin/remotes.json';

let registration: Promise<void> | null = null;

function isRemoteList(value: unknown): value is RemoteEntry[] {
  return (
    Array.isArray(value) &&
    value.every((item) => item && typeof item.name === 'string' && typeof item.entry === 'string')
  );
}

/**
 * Registers the panels listed in the runtime manifest, once per page. The list lives beside the
 * shell (written by its build), so a deployment can move or replace a panel without rebuilding it.
 */
export function registerPanels(): Promise<void> {
  registration ??= fetch(REMOTES_URL, { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`The panel list (${REMOTES_URL}) answered ${response.status}`);
      const remotes: unknown = await response.json();
      if (!isRemoteList(remotes)) throw new Error(`The panel list (${REMOTES_URL}) is not a list of { name, entry }`);
      registerRemotes(remotes);
    })
    .catch((error: unknown) => {
      registration = null; // let the next attempt try again
      throw error;
    });
  return registration;
}

/** Loads a panel's tab screens and resources. Rejects when the panel or its manifest cannot be loaded. */
export async function loadPanel(panel: PanelName): Promise<PanelModule> {
  await registerPanels();
  const module = await loadRemote<PanelModule>(`${panel}/screens`);
  if (!module || typeof module.screens !== 'object') throw new Error(`The ${panel} panel did not load`);
  return module;
}
