import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  EmptyState,
  humanize,
  LoadError,
  SkeletonList,
  WHOLE_LIST,
  venueToday,
  type AdminSpace,
  type SpaceAssignmentRecord,
  type SpaceInstance,
} from 'admin-kit';
import { useMemo, useState } from 'react';
import { useGetManyReference } from 'react-admin';
import { BookingBar, EmptyCell, useCalendarBookingActions } from '../staff-booking/CalendarBookingActions';
import {
  assignmentInColumn,
  GANTT_WIDTH_PX,
  ganttColumns,
  ganttViewFor,
  ganttWindow,
  statusColour,
  stepAnchor,
  type GanttColumn,
} from './gantt';

const VIEW_NAMES = { hourly: 'Hourly view (one day)', monthly: 'Monthly view', range: '21-day view' } as const;
const LEGEND = ['confirmed', 'pending', 'cancelled', 'other'] as const;
const LABEL_COLUMN_PX = 160;

/** The Gantt calendar of one space: its instances down, time across, bookings as coloured cells. */
export function SpaceCalendarDialog({ space, onClose }: { space: AdminSpace; onClose: () => void }) {
  const view = ganttViewFor(space.type);
  const [anchor, setAnchor] = useState(venueToday);
  const dates = ganttWindow(view, anchor);
  const columns = useMemo(() => ganttColumns(view, anchor), [view, anchor]);
  const instances = useGetManyReference<SpaceInstance>('space-instances', {
    target: 'spaceId',
    id: space.id,
    ...WHOLE_LIST,
  });
  const assignments = useGetManyReference<SpaceAssignmentRecord>('space-assignments', {
    target: 'spaceId',
    id: space.id,
    filter: dates,
    ...WHOLE_LIST,
  });
  const byInstance = (instanceId: string) =>
    (assignments.data ?? []).filter((assignment) => assignment.instanceId === instanceId);
  const width = GANTT_WIDTH_PX[view];
  const actions = useCalendarBookingActions(space, instances.data ?? [], view, anchor, columns);

  return (
    <Dialog open onClose={onClose} fullScreen aria-labelledby="calendar-title">
      <DialogTitle id="calendar-title">Space Calendar — {space.name}</DialogTitle>
      <DialogContent>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <IconButton aria-label="Previous" onClick={() => setAnchor(stepAnchor(view, anchor, -1))}>
              <ChevronLeft />
            </IconButton>
            <TextField
              type="date"
              size="small"
              label="Date"
              value={anchor}
              onChange={(event) => event.target.value && setAnchor(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <IconButton aria-label="Next" onClick={() => setAnchor(stepAnchor(view, anchor, 1))}>
              <ChevronRight />
            </IconButton>
            <Button onClick={() => setAnchor(venueToday())}>Today</Button>
          </Stack>
          <Typography color="text.secondary">
            {VIEW_NAMES[view]}:{' '}
            {dates.startDate === dates.endDate ? dates.startDate : `${dates.startDate} to ${dates.endDate}`}
          </Typography>
          <Stack direction="row" spacing={1} aria-label="Legend">
            {LEGEND.map((status) => (
              <Chip key={status} size="small" label={humanize(status)} color={statusColour(status)} />
            ))}
          </Stack>
        </Stack>

        {instances.isPending || assignments.isPending ? (
          <SkeletonList count={3} height={40} />
        ) : instances.isError || assignments.isError ? (
          <LoadError
            error={instances.error ?? assignments.error}
            onRetry={() => Promise.all([instances.refetch(), assignments.refetch()])}
          />
        ) : !instances.data?.length ? (
          <EmptyState text="This space has no instances to show." />
        ) : (
          <TableContainer sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table
              size="small"
              sx={{ width: width + LABEL_COLUMN_PX, tableLayout: 'fixed' }}
              aria-label={`Calendar of ${space.name}`}
            >
              <TableHead>
                <TableRow>
                  <TableCell
                    sx={{ width: LABEL_COLUMN_PX, position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}
                  >
                    Instance
                  </TableCell>
                  {columns.map((column: GanttColumn) => (
                    <TableCell key={column.key} align="center" sx={{ px: 0.5, fontSize: 12 }}>
                      {column.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {instances.data.map((instance) => {
                  const own = byInstance(instance.id);
                  return (
                    <TableRow key={instance.id}>
                      <TableCell
                        component="th"
                        scope="row"
                        sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}
                      >
                        {instance.label}
                        {!instance.isActive && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            Inactive
                          </Typography>
                        )}
                      </TableCell>
                      {columns.map((column) => {
                        const assignment = assignmentInColumn(own, column);
                        return (
                          <TableCell key={column.key} align="center" sx={{ px: 0.5 }}>
                            {assignment ? (
                              <BookingBar
                                assignment={assignment}
                                onOpen={actions.openBar}
                                onDragStart={actions.startDrag}
                              />
                            ) : (
                              <EmptyCell
                                label={`${instance.label}, ${view === 'hourly' ? `${anchor} ${column.label}` : column.key}`}
                                selected={actions.isSelected(instance.id, column)}
                                canCreate={actions.canCreate && instance.isActive}
                                onSelect={(event) => actions.selectCell(instance.id, column, event)}
                                onDrop={instance.isActive ? actions.dropOn(instance.id, column) : undefined}
                              />
                            )}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        {actions.canCreate && (
          <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto', ml: 2 }}>
            Click an empty cell to book it (shift-click one, then click another on the same row, for a range); drag a
            booking onto an empty cell to move it.
          </Typography>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {actions.dialogs}
    </Dialog>
  );
}
