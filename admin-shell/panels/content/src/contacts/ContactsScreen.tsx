import {
  DateFilter,
  ExportCsvButton,
  FilterBar,
  hasFilters,
  ScreenHeader,
  SelectFilter,
  type Contact,
} from 'admin-kit';
import { useState } from 'react';
import { StaffListPages } from '../staff-lists/StaffListPages';
import { useStaffList } from '../staff-lists/use-staff-list';
import { ContactDialog } from './ContactDialog';
import { CONTACT_STATUS_FILTERS, CONTACT_SUBJECT_FILTERS } from './contact-labels';
import {
  CONTACT_FIRST_ORDER,
  DEFAULT_CONTACT_SORT,
  NO_CONTACT_FILTERS,
  type ContactFilters,
  type ContactSortField,
} from './contacts-query';
import { ContactsTable } from './ContactsTable';

/** Contacts tab: "Contact Inquiries", paged on the server, filtered by status, subject and date, worked in a dialog. */
export function ContactsScreen() {
  const list = useStaffList<Contact, ContactFilters, ContactSortField>('contacts', {
    noFilters: NO_CONTACT_FILTERS,
    defaultSort: DEFAULT_CONTACT_SORT,
    firstOrder: CONTACT_FIRST_ORDER,
  });
  const [opened, setOpened] = useState<Contact | null>(null);
  return (
    <section>
      <ScreenHeader
        title="Contact Inquiries"
        subtitle="Messages from the contact form: answer, note and close them"
        onRefresh={() => list.result.refetch()}
        refreshing={list.result.isFetching}
        actions={<ExportCsvButton list="contacts" filters={list.filters} sort={list.sort} />}
      />
      <FilterBar
        label="Filter contact inquiries"
        searchPlaceholder="Name, e-mail, subject, message"
        filters={list.filters}
        noFilters={NO_CONTACT_FILTERS}
        onChange={list.changeFilters}
      >
        <SelectFilter
          label="Status"
          value={list.filters.status}
          choices={CONTACT_STATUS_FILTERS}
          onChange={(value) => list.changeFilter('status', value)}
        />
        <SelectFilter
          wide
          label="Subject"
          value={list.filters.subject}
          choices={CONTACT_SUBJECT_FILTERS}
          onChange={(value) => list.changeFilter('subject', value)}
        />
        <DateFilter
          label="Received from"
          value={list.filters.from}
          onChange={(value) => list.changeFilter('from', value)}
        />
        <DateFilter label="Received to" value={list.filters.to} onChange={(value) => list.changeFilter('to', value)} />
      </FilterBar>
      <StaffListPages
        list={list}
        emptyText={hasFilters(list.filters) ? 'No inquiries match these filters' : 'No contact inquiries found'}
      >
        {(rows) => <ContactsTable rows={rows} sort={list.sort} onSort={list.changeSort} onOpen={setOpened} />}
      </StaffListPages>
      {opened && <ContactDialog key={opened.id} contact={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
