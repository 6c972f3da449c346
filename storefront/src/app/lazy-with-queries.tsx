import { type ComponentType, lazy } from 'react';

/**
 * A part loaded on first use (a dialog, a form) that sends to the API through TanStack Query, on a page that
 * otherwise shows data without it (app/page-data.ts): the query client's provider loads with the part, not the page.
 */
export function lazyWithQueries<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(async () => {
    const [{ default: QueryProvider }, { default: Part }] = await Promise.all([import('./query-provider'), load()]);
    return {
      default: (props: Props) => (
        <QueryProvider>
          <Part {...props} />
        </QueryProvider>
      ),
    };
  });
}
