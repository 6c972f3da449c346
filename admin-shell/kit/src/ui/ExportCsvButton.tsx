import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useListContext } from 'react-admin';
import type { ColumnSort } from '../data/paging';

/** `/api/admin/<list>/export.csv` with the filters as chosen ('' left out) and the sort: what the table shows, every page. */
export function exportUrl(list: string, filters: object, sort: ColumnSort<string>): string {
  const query = new URLSearchParams();
  // react-admin's default sort `id` means "the server's order", as in the data provider.
  if (sort.field && sort.field !== 'id') {
    query.set('_sort', sort.field);
    query.set('_order', sort.order);
  }
  for (const [name, value] of Object.entries(filters as Record<string, unknown>))
    if (typeof value === 'string' && value.trim() !== '') query.set(name, value.trim());
  const search = query.toString();
  return `/api/admin/${list}/export.csv${search ? `?${search}` : ''}`;
}

interface ExportCsvButtonProps {
  /** The list's path segment under /api/admin, e.g. 'booking-groups'. */
  list: string;
  /** The filters as chosen (a filter row, or react-admin's filter values). */
  filters: object;
  sort: ColumnSort<string>;
}

/**
 * Downloads a staff list as CSV with the current filters. A plain link: the browser sends the session cookie and
 * saves the file the server names, however long the export.
 */
export function ExportCsvButton({ list, filters, sort }: ExportCsvButtonProps) {
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} href={exportUrl(list, filters, sort)} download>
      Export CSV
    </Button>
  );
}

/** ExportCsvButton for the list in react-admin's list context (ListBase): its filters and sort as applied. */
export function ListExportButton({ list }: { list: string }) {
  const { filterValues, sort } = useListContext();
  return <ExportCsvButton list={list} filters={filterValues as object} sort={sort as ColumnSort<string>} />;
}
