import {
  AddButton,
  ConfirmDialog,
  FilterBar,
  hasFilters,
  ListTable,
  ScreenHeader,
  SelectFilter,
  ServerListBase,
  useAllowed,
  useColumnSort,
  useDeleteRecord,
  useListFilters,
  type AdminEvent,
} from 'admin-kit';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS } from './event-form';
import { EventFormDialog } from './EventFormDialog';
import {
  DEFAULT_EVENT_SORT,
  EVENT_FIRST_ORDER,
  INITIAL_EVENT_FILTERS,
  NO_EVENT_FILTERS,
  WHEN_CHOICES,
  type EventSortField,
} from './events-query';
import { EventsTable, type EventAction } from './EventsTable';

const CATEGORY_CHOICES = EVENT_CATEGORIES.map((value) => ({ value, label: EVENT_CATEGORY_LABELS[value] }));

type OpenDialog = { kind: 'create' } | { kind: EventAction; event: AdminEvent } | null;

/** Events tab: "Event Management", the events the site lists, paged on the server, edited in dialogs. */
export function EventsScreen() {
  return (
    <ServerListBase<AdminEvent>
      resource="events"
      sort={DEFAULT_EVENT_SORT}
      filterDefaultValues={{ when: INITIAL_EVENT_FILTERS.when }}
    >
      <EventsList />
    </ServerListBase>
  );
}

function EventsList() {
  const { refetch, isFetching } = useListContext<AdminEvent>();
  const { filters, changeFilters } = useListFilters(NO_EVENT_FILTERS);
  const { sort, onSort } = useColumnSort<EventSortField>(EVENT_FIRST_ORDER);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const mayCreate = useAllowed('events', 'create');
  const mayEdit = useAllowed('events', 'edit');
  const mayDelete = useAllowed('events', 'delete');
  const { remove, busy: deleting } = useDeleteRecord<AdminEvent>('events', {
    deleted: 'Event deleted successfully',
    failure: 'Failed to delete event',
    onSuccess: close,
  });

  return (
    <section>
      <ScreenHeader
        title="Event Management"
        subtitle="The events the site lists: from today (Nairobi) on, they show on the Events page"
        onRefresh={() => refetch()}
        refreshing={isFetching}
        actions={mayCreate && <AddButton onClick={() => setDialog({ kind: 'create' })}>Add Event</AddButton>}
      />
      <FilterBar
        label="Filter events"
        searchPlaceholder="Title, description, location"
        filters={filters}
        noFilters={NO_EVENT_FILTERS}
        onChange={changeFilters}
      >
        <SelectFilter
          label="When"
          value={filters.when}
          choices={WHEN_CHOICES}
          onChange={(when) => changeFilters({ ...filters, when })}
        />
        <SelectFilter
          label="Category"
          value={filters.category}
          choices={CATEGORY_CHOICES}
          onChange={(category) => changeFilters({ ...filters, category })}
        />
      </FilterBar>
      <ListTable<AdminEvent> emptyText={hasFilters(filters) ? 'No events match these filters' : 'No events found'}>
        {(rows) => (
          <EventsTable
            rows={rows}
            sort={sort}
            onSort={onSort}
            actions={{ edit: mayEdit, delete: mayDelete }}
            onAction={(kind, event) => setDialog({ kind, event })}
          />
        )}
      </ListTable>
      {dialog?.kind === 'create' && <EventFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && <EventFormDialog key={dialog.event.id} event={dialog.event} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog open title="Delete Event" busy={deleting} onClose={close} onConfirm={() => remove(dialog.event)}>
          Are you sure you want to delete “{dialog.event.title}”? It leaves the site at once, with its registrations.
          This action cannot be undone.
        </ConfirmDialog>
      )}
    </section>
  );
}
