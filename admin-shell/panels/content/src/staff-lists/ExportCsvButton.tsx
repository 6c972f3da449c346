import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import type { ColumnSort } from 'admin-kit';

/** `/api/admin/<list>/export.csv` with the filters as chosen ('' left out) and the sort: what the table shows, every page. */
export function exportUrl(list: string, filters: Record<string, string>, sort: ColumnSort<string>): string {
  const query = new URLSearchParams({ _sort: sort.field, _order: sort.order });
  for (const [name, value] of Object.entries(filters)) if (value.trim() !== '') query.set(name, value.trim());
  return `/api/admin/${list}/export.csv?${query}`;
}

/**
 * Downloads a staff list as CSV with the current filters. A plain link: the browser sends the session cookie and
 * saves the file the server names, however long the export.
 */
export function ExportCsvButton({
  list,
  filters,
  sort,
}: {
  list: string;
  filters: Record<string, string>;
  sort: ColumnSort<string>;
}) {
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} href={exportUrl(list, filters, sort)} download>
      Export CSV
    </Button>
  );
}
