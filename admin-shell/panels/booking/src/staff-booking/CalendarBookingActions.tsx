import { ButtonBase, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import {
  humanize,
  LoadError,
  useAllowed,
  type AdminBooking,
  type AdminSpace,
  type SpaceAssignment,
  type SpaceInstance,
} from 'admin-kit';
import { useState, type DragEvent, type MouseEvent, type ReactNode } from 'react';
import { useGetOne } from 'react-admin';
import { ManageBookingDialog } from '../bookings/ManageBookingDialog';
import { statusColour, type GanttColumn, type GanttView } from '../space-calendar/gantt';
import { MoveBookingDialog } from './MoveBookingDialog';
import { moveTargetOf, type MoveTarget } from './staff-booking-form';
import { StaffBookingDialog } from './StaffBookingDialog';
import { columnRange, selectionFromCells, type CalendarSelection } from './staff-booking-form';

/** A booking's bar on the calendar: a button that opens its menu (Manage, Move). */
export function BookingBar({
  assignment,
  onOpen,
  onDragStart,
}: {
  assignment: SpaceAssignment;
  onOpen: (assignment: SpaceAssignment, anchor: HTMLElement) => void;
  /** Given when the booking may be moved: dragging it onto an empty cell opens Move with that cell. */
  onDragStart?: (assignment: SpaceAssignment) => void;
}) {
  const colour = statusColour(assignment.booking.status);
  const who = assignment.user?.firstName ?? 'Booked';
  return (
    <Tooltip title={`${who} · ${humanize(assignment.booking.status)} · ${assignment.booking.time}`}>
      <ButtonBase
        onClick={(event) => onOpen(assignment, event.currentTarget)}
        draggable={Boolean(onDragStart)}
        onDragStart={(event) => {
          event.dataTransfer.setData('text/plain', assignment.booking.id);
          onDragStart?.(assignment);
        }}
        aria-label={`${who}: booking, ${humanize(assignment.booking.status)}, ${assignment.booking.time}`}
        sx={{
          width: '100%',
          display: 'block',
          bgcolor: `${colour}.light`,
          color: `${colour}.contrastText`,
          borderRadius: 1,
          px: 0.5,
          py: 0.25,
          fontSize: 12,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
        }}
      >
        {who}
      </ButtonBase>
    </Tooltip>
  );
}

/** An empty cell: a button that starts a booking there (shift-click, then click another cell of the row: a range). */
export function EmptyCell({
  label,
  selected,
  canCreate,
  onSelect,
  onDrop,
}: {
  label: string;
  selected: boolean;
  canCreate: boolean;
  onSelect: (event: MouseEvent<HTMLElement>) => void;
  /** Given while a booking is being dragged: dropping it here opens Move with this cell. */
  onDrop?: () => void;
}) {
  const dropTarget = onDrop
    ? {
        onDragOver: (event: DragEvent<HTMLElement>) => event.preventDefault(),
        onDrop: (event: DragEvent<HTMLElement>) => {
          event.preventDefault();
          onDrop();
        },
      }
    : {};
  if (!canCreate)
    return (
      <Typography variant="caption" color="text.secondary" component="div" {...dropTarget}>
        Available
      </Typography>
    );
  return (
    <ButtonBase
      {...dropTarget}
      onClick={onSelect}
      aria-label={`Available: book ${label}`}
      aria-pressed={selected}
      sx={{
        width: '100%',
        borderRadius: 1,
        py: 0.25,
        fontSize: 12,
        // Readable (4.5:1), not greyed out: an empty cell is a choice, not a disabled one.
        color: selected ? 'primary.contrastText' : 'text.secondary',
        bgcolor: selected ? 'primary.main' : 'transparent',
        '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
      }}
    >
      Available
    </ButtonBase>
  );
}

/** The Manage Booking dialog of a booking the calendar names by id (read afresh). */
function ManageBookingLoader({ bookingId, onClose }: { bookingId: string; onClose: () => void }) {
  const booking = useGetOne<AdminBooking>('bookings', { id: bookingId });
  if (booking.isError) return <LoadError error={booking.error} onRetry={() => void booking.refetch()} />;
  if (!booking.data) return null;
  return <ManageBookingDialog booking={booking.data} onClose={onClose} />;
}

function MoveBookingLoader({
  bookingId,
  ...props
}: {
  bookingId: string;
  space: AdminSpace;
  instances: readonly SpaceInstance[];
  currentInstanceId: string | null;
  target: MoveTarget | null;
  onClose: () => void;
}) {
  const booking = useGetOne<AdminBooking>('bookings', { id: bookingId });
  if (booking.isError) return <LoadError error={booking.error} onRetry={() => void booking.refetch()} />;
  if (!booking.data) return null;
  return <MoveBookingDialog booking={booking.data} {...props} />;
}

interface OpenBar {
  assignment: SpaceAssignment;
  anchor: HTMLElement;
}

/**
 * What staff do on the calendar: a bar opens a menu (Manage Booking, Move), an empty cell (or a shift-clicked range
 * on one instance) opens a new booking prefilled with the space, instance, date and slot.
 */
export function useCalendarBookingActions(
  space: AdminSpace,
  instances: readonly SpaceInstance[],
  view: GanttView,
  anchor: string,
  columns: readonly GanttColumn[],
) {
  const canCreate = useAllowed('bookings', 'create');
  const canEdit = useAllowed('bookings', 'edit');
  const [openBar, setOpenBar] = useState<OpenBar | null>(null);
  const [managing, setManaging] = useState<string | null>(null);
  const [moving, setMoving] = useState<{ assignment: SpaceAssignment; target: MoveTarget | null } | null>(null);
  const [dragging, setDragging] = useState<SpaceAssignment | null>(null);
  const [rangeStart, setRangeStart] = useState<{ instanceId: string; key: string } | null>(null);
  const [creating, setCreating] = useState<CalendarSelection | null>(null);

  // Shift-click marks where a range starts; the next click on the same instance ends it and opens the booking.
  const selectCell = (instanceId: string, column: GanttColumn, event: MouseEvent<HTMLElement>) => {
    if (rangeStart?.instanceId === instanceId) {
      const range = columnRange(columns, rangeStart.key, column.key);
      setCreating(selectionFromCells(view, space.billingCycle, anchor, instanceId, range));
      setRangeStart(null);
      return;
    }
    if (event.shiftKey) {
      setRangeStart({ instanceId, key: column.key });
      return;
    }
    setRangeStart(null);
    setCreating(selectionFromCells(view, space.billingCycle, anchor, instanceId, [column]));
  };
  const isSelected = (instanceId: string, column: GanttColumn) =>
    rangeStart?.instanceId === instanceId && rangeStart.key === column.key;

  const dialogs: ReactNode = (
    <>
      <Menu open={Boolean(openBar)} anchorEl={openBar?.anchor} onClose={() => setOpenBar(null)}>
        <MenuItem
          onClick={() => {
            setManaging(openBar!.assignment.booking.id);
            setOpenBar(null);
          }}
        >
          Manage booking
        </MenuItem>
        {canEdit && openBar?.assignment.booking.status !== 'cancelled' && (
          <MenuItem
            onClick={() => {
              setMoving({ assignment: openBar!.assignment, target: null });
              setOpenBar(null);
            }}
          >
            Move booking
          </MenuItem>
        )}
      </Menu>
      {managing && <ManageBookingLoader bookingId={managing} onClose={() => setManaging(null)} />}
      {moving && (
        <MoveBookingLoader
          bookingId={moving.assignment.booking.id}
          space={space}
          instances={instances}
          currentInstanceId={moving.assignment.instanceId}
          target={moving.target}
          onClose={() => setMoving(null)}
        />
      )}
      {creating && (
        <StaffBookingDialog
          key={`${creating.instanceId}:${creating.dates.join()}:${creating.slots.join()}`}
          space={space}
          instances={instances}
          selection={creating}
          onClose={() => {
            setCreating(null);
            setRangeStart(null);
          }}
        />
      )}
    </>
  );

  // A bar dropped on an empty cell opens Move with that cell's instance, date and (hourly) time; the server decides.
  const dropOn = (instanceId: string, column: GanttColumn) => {
    if (!dragging) return undefined;
    return () => {
      setMoving({ assignment: dragging, target: moveTargetOf(view, anchor, instanceId, column) });
      setDragging(null);
    };
  };

  return {
    canCreate,
    startDrag: canEdit ? (assignment: SpaceAssignment) => setDragging(assignment) : undefined,
    dropOn,
    openBar: (assignment: SpaceAssignment, element: HTMLElement) => setOpenBar({ assignment, anchor: element }),
    selectCell,
    isSelected,
    dialogs,
  };
}
