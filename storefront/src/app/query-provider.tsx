import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';
import { sharedQueryClient } from './query-client';
import { QuerySeedContext } from './query-seed';

/** Loaded only with pages that read the API, so static pages (home first) never download the query library. */
export default function QueryProvider({ children }: { children: ReactNode }) {
  const seed = useContext(QuerySeedContext);
  const [client] = useState(() => sharedQueryClient(seed));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
