import { CardHeader } from '@mui/material';
import { EmptyState, ListTable } from 'admin-kit';
import type { ReactNode } from 'react';
import { useListContext, type RaRecord } from 'react-admin';

interface AccountListPageProps<Row> {
  /** The card's title over the table, e.g. 'All Users'. */
  title: string;
  /** Shown when there are no accounts at all, with `firstAction` (spec section 6: "Create the first …"). */
  noAccountsText: string;
  firstAction?: ReactNode;
  /** Shown when the filters match no account. */
  noMatchText: string;
  children: (rows: Row[]) => ReactNode;
}

/**
 * The page of an accounts list in react-admin's list context: the kit's ListTable (loading, error, pager) under the
 * card title the spec names, except that a list with no accounts at all invites the first one. Whether it is
 * filtered is read from the filters the server was asked with, not the ones still being typed.
 */
export function AccountListPage<Row extends RaRecord>({
  title,
  noAccountsText,
  firstAction,
  noMatchText,
  children,
}: AccountListPageProps<Row>) {
  const { data, isPending, error, page, filterValues } = useListContext<Row>();
  const filtered = Object.keys(filterValues as object).length > 0;
  if (!filtered && !isPending && !error && page === 1 && data?.length === 0)
    return <EmptyState text={noAccountsText} action={firstAction} />;
  return (
    <ListTable<Row> emptyText={noMatchText}>
      {(rows) => (
        <>
          <CardHeader title={title} />
          {children(rows)}
        </>
      )}
    </ListTable>
  );
}
