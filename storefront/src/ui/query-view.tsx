import { type ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './layout';

interface QueryViewProps<T> {
  /** A query's result or a page's data (app/page-data.ts): only what is drawn from it. */
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  /** Read to screen readers while loading, e.g. 'Loading events'. */
  loadingLabel: string;
  errorTitle: string;
  /** How many placeholder cards to draw while loading. */
  placeholders?: number;
  children: (data: T) => ReactNode;
}

/**
 * A list fetched in the browser: placeholder cards while it loads (this is also what the prerendered HTML shows),
 * an error with a retry (queries never retry by themselves), then the data.
 */
export function QueryView<T>({ query, loadingLabel, errorTitle, placeholders = 3, children }: QueryViewProps<T>) {
  if (query.isPending) return <CardSkeletons count={placeholders} label={loadingLabel} />;
  if (query.isError) {
    return (
      <EmptyState title={errorTitle}>
        <p>Please check your connection and try again.</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  }
  return children(query.data as T);
}

export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className="animate-pulse rounded-2xl border border-slate-200 bg-white p-6">
          <div className="h-5 w-24 rounded-full bg-slate-200" />
          <div className="mt-4 h-6 w-3/4 rounded bg-slate-200" />
          <div className="mt-3 h-4 w-full rounded bg-slate-100" />
          <div className="mt-2 h-4 w-5/6 rounded bg-slate-100" />
          <div className="mt-6 h-10 w-32 rounded-lg bg-slate-200" />
        </div>
      ))}
    </div>
  );
}
