import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  Badge,
  DateFilter,
  FilterBar,
  formatDateTime,
  hasFilters,
  ListExportButton,
  ListTable,
  SelectFilter,
  ServerListBase,
  SortableHeader,
  useColumnSort,
  useListFilters,
  type AuditLogEntry,
  type ColumnSort,
  dateRangeError,
} from 'admin-kit';
import { useListContext } from 'react-admin';
import {
  ACTION_FILTERS,
  actionBadge,
  actionLabel,
  changeLines,
  DEFAULT_AUDIT_LOG_SORT,
  NO_AUDIT_LOG_FILTERS,
  type AuditLogFilters,
  type AuditLogSortField,
} from './audit-log-query';

// Longer change lists show their first lines; the rest is in the cell's tooltip and the export.
const SHOWN_CHANGES = 3;

/**
 * The audit log: who changed what and when, paged on the server through react-admin's list, filtered by action,
 * text and venue dates, and exported with those filters. Super admins only, as the API.
 */
export function AuditLogCard() {
  return (
    <ServerListBase<AuditLogEntry> resource="audit-log" sort={DEFAULT_AUDIT_LOG_SORT}>
      <AuditLog />
    </ServerListBase>
  );
}

function AuditLog() {
  const { refetch, isFetching } = useListContext<AuditLogEntry>();
  const { filters, changeFilters } = useListFilters(NO_AUDIT_LOG_FILTERS);
  const { sort, onSort } = useColumnSort<AuditLogSortField>();
  const changeFilter = <K extends keyof AuditLogFilters>(key: K, value: AuditLogFilters[K]) =>
    changeFilters({ ...filters, [key]: value });
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardHeader
        title="Audit Log"
        subheader="Who changed what and when, newest first"
        action={
          <Stack direction="row" spacing={1}>
            <Button startIcon={<RefreshIcon />} onClick={() => refetch()} disabled={isFetching}>
              Refresh
            </Button>
            <ListExportButton list="audit-log" />
          </Stack>
        }
      />
      <CardContent>
        <FilterBar
          label="Filter the audit log"
          searchPlaceholder="Admin, resource, record id, IP address"
          filters={filters}
          noFilters={NO_AUDIT_LOG_FILTERS}
          onChange={changeFilters}
        >
          <SelectFilter
            wide
            label="Action"
            value={filters.action}
            choices={ACTION_FILTERS}
            onChange={(value) => changeFilter('action', value as AuditLogFilters['action'])}
          />
          <DateFilter label="From" value={filters.from} onChange={(from) => changeFilter('from', from)} />
          <DateFilter
            label="To"
            value={filters.to}
            onChange={(to) => changeFilter('to', to)}
            error={dateRangeError(filters.from, filters.to)}
          />
        </FilterBar>
        <ListTable<AuditLogEntry>
          emptyText={hasFilters(filters) ? 'No entries match these filters' : 'Nothing has been recorded yet'}
        >
          {(rows) => <AuditLogTable rows={rows} sort={sort} onSort={onSort} />}
        </ListTable>
      </CardContent>
    </Card>
  );
}

interface AuditLogTableProps {
  rows: readonly AuditLogEntry[];
  sort: ColumnSort<AuditLogSortField>;
  onSort: (field: AuditLogSortField) => void;
}

function AuditLogTable({ rows, sort, onSort }: AuditLogTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Audit log">
        <TableHead>
          <TableRow>
            <SortableHeader field="createdAt" sort={sort} onSort={onSort}>
              When
            </SortableHeader>
            <TableCell>Admin</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Resource</TableCell>
            <TableCell>Changes</TableCell>
            <TableCell>IP address</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((entry) => {
            const changes = changeLines(entry.changes);
            return (
              <TableRow key={entry.id} data-testid="audit-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
                <TableCell>{entry.adminUsername ? `@${entry.adminUsername}` : '—'}</TableCell>
                <TableCell>
                  <Badge label={actionLabel(entry.action)} variant={actionBadge(entry.action)} />
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{entry.resource}</Typography>
                  {entry.resourceId && (
                    <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                      {entry.resourceId}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ maxWidth: 320 }} title={changes.join('\n')}>
                  {changes.length === 0
                    ? '—'
                    : changes.slice(0, SHOWN_CHANGES).map((line) => (
                        <Typography key={line} variant="caption" component="div" noWrap>
                          {line}
                        </Typography>
                      ))}
                  {changes.length > SHOWN_CHANGES && (
                    <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
                      +{changes.length - SHOWN_CHANGES} more
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.ipAddress ?? '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
