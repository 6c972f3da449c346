import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { sharedQueryClient } from './query-client';

/** Loaded only with pages that read the API, so static pages (home first) never download the query library. */
export default function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(sharedQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
