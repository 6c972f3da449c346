import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import {
  ExportCsvButton,
  DateFilter,
  FilterBar,
  hasFilters,
  OpenableRow,
  RowOpenLink,
  ScreenHeader,
  SelectFilter,
  SortableHeader,
  type JobApplication,
} from 'admin-kit';
import { useState } from 'react';
import { StaffListPages } from '../staff-lists/StaffListPages';
import { StaffWorkCells } from '../staff-lists/StaffWorkCells';
import { useStaffList } from '../staff-lists/use-staff-list';
import {
  APPLICATION_FIRST_ORDER,
  APPLICATION_STATUS_FILTERS,
  applicationStatusBadge,
  DEFAULT_APPLICATION_SORT,
  NO_APPLICATION_FILTERS,
  POSITION_FILTERS,
  type ApplicationFilters,
  type ApplicationSortField,
} from './application-labels';
import { ApplicationDialog } from './ApplicationDialog';

/** Applications tab: applications from the careers page, newest first, reviewed in a dialog. */
export function ApplicationsScreen() {
  const list = useStaffList<JobApplication, ApplicationFilters, ApplicationSortField>('job-applications', {
    noFilters: NO_APPLICATION_FILTERS,
    defaultSort: DEFAULT_APPLICATION_SORT,
    firstOrder: APPLICATION_FIRST_ORDER,
  });
  const [opened, setOpened] = useState<JobApplication | null>(null);
  const { sort, changeSort: onSort } = list;
  return (
    <section>
      <ScreenHeader
        title="Job Applications"
        subtitle="Applicants were told we reply within a week"
        onRefresh={() => list.result.refetch()}
        refreshing={list.result.isFetching}
        actions={<ExportCsvButton list="job-applications" filters={list.filters} sort={list.sort} />}
      />
      <FilterBar
        label="Filter job applications"
        searchPlaceholder="Name, e-mail, position, cover letter"
        filters={list.filters}
        noFilters={NO_APPLICATION_FILTERS}
        onChange={list.changeFilters}
      >
        <SelectFilter
          label="Status"
          value={list.filters.status}
          choices={APPLICATION_STATUS_FILTERS}
          onChange={(value) => list.changeFilter('status', value)}
        />
        <SelectFilter
          wide
          label="Position"
          value={list.filters.position}
          choices={POSITION_FILTERS}
          onChange={(value) => list.changeFilter('position', value)}
        />
        <DateFilter
          label="Applied from"
          value={list.filters.from}
          onChange={(value) => list.changeFilter('from', value)}
        />
        <DateFilter label="Applied to" value={list.filters.to} onChange={(value) => list.changeFilter('to', value)} />
      </FilterBar>
      <StaffListPages
        list={list}
        emptyText={hasFilters(list.filters) ? 'No applications match these filters' : 'No job applications yet'}
      >
        {(rows) => (
          <TableContainer>
            <Table size="small" aria-label="Job applications">
              <TableHead>
                <TableRow>
                  <SortableHeader field="lastName" sort={sort} onSort={onSort} firstOrder="ASC">
                    Applicant
                  </SortableHeader>
                  <SortableHeader field="position" sort={sort} onSort={onSort} firstOrder="ASC">
                    Position
                  </SortableHeader>
                  <SortableHeader field="createdAt" sort={sort} onSort={onSort}>
                    Applied
                  </SortableHeader>
                  <SortableHeader field="status" sort={sort} onSort={onSort} firstOrder="ASC">
                    Status
                  </SortableHeader>
                  <TableCell>Handled by</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((application) => {
                  const status = applicationStatusBadge(application.status);
                  const open = () => setOpened(application);
                  return (
                    <OpenableRow key={application.id} onOpen={open} data-testid="application-row">
                      <TableCell>
                        <RowOpenLink onOpen={open} sx={{ textAlign: 'left' }}>
                          {application.firstName} {application.lastName}
                        </RowOpenLink>
                        <Typography variant="caption" color="text.secondary" component="p">
                          {application.email}
                        </Typography>
                      </TableCell>
                      <TableCell>{application.position}</TableCell>
                      <StaffWorkCells record={application} status={status} />
                    </OpenableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </StaffListPages>
      {opened && <ApplicationDialog key={opened.id} application={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
