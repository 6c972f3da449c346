// What `use-sync-external-store/shim` gives wouter, from React itself (vite.config.ts points the shim here).
export { useSyncExternalStore } from 'react';
