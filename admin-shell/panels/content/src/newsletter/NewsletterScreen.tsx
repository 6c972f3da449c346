import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import {
  ExportCsvButton,
  Badge,
  ConfirmDialog,
  DateFilter,
  FilterBar,
  formatDateTime,
  hasFilters,
  messageOf,
  ScreenHeader,
  SelectFilter,
  SortableHeader,
  useAllowed,
  useToast,
  type NewsletterSubscriber,
} from 'admin-kit';
import { useState } from 'react';
import { useUpdate } from 'react-admin';
import { StaffListPages } from '../staff-lists/StaffListPages';
import { useStaffList } from '../staff-lists/use-staff-list';
import {
  DEFAULT_SUBSCRIBER_SORT,
  NO_SUBSCRIBER_FILTERS,
  SOURCE_LABELS,
  SUBSCRIBER_FIRST_ORDER,
  SUBSCRIBER_STATUS_FILTERS,
  subscriberStatusBadge,
  type SubscriberFilters,
  type SubscriberSortField,
} from './newsletter-labels';

/**
 * Newsletter tab: who signed up, where, when they consented and whether they have left. Subscribers leave by the
 * link in every newsletter e-mail; staff can unsubscribe someone who asks them, never subscribe anyone.
 */
export function NewsletterScreen() {
  const list = useStaffList<NewsletterSubscriber, SubscriberFilters, SubscriberSortField>('newsletter-subscribers', {
    noFilters: NO_SUBSCRIBER_FILTERS,
    defaultSort: DEFAULT_SUBSCRIBER_SORT,
    firstOrder: SUBSCRIBER_FIRST_ORDER,
  });
  const mayEdit = useAllowed('newsletters', 'edit');
  const toast = useToast();
  const [leaving, setLeaving] = useState<NewsletterSubscriber | null>(null);
  const [update, { isPending }] = useUpdate<NewsletterSubscriber>();
  const set = <K extends keyof SubscriberFilters>(key: K, value: SubscriberFilters[K]) =>
    list.changeFilters({ ...list.filters, [key]: value });
  const unsubscribe = (subscriber: NewsletterSubscriber) =>
    update(
      'newsletter-subscribers',
      { id: subscriber.id, data: { status: 'unsubscribed' }, previousData: subscriber },
      {
        onSuccess: () => {
          setLeaving(null);
          toast({ title: 'Unsubscribed', description: `${subscriber.email} gets no more newsletters.` });
        },
        onError: (error) =>
          toast({
            title: 'Not unsubscribed',
            description: messageOf(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  const { sort, changeSort: onSort } = list;
  return (
    <section>
      <ScreenHeader
        title="Newsletter"
        subtitle="Subscribers, where they signed up, their consent and unsubscribes"
        onRefresh={() => list.result.refetch()}
        refreshing={list.result.isFetching}
        actions={<ExportCsvButton list="newsletter-subscribers" filters={list.filters} sort={list.sort} />}
      />
      <FilterBar
        label="Filter newsletter subscribers"
        searchPlaceholder="E-mail"
        filters={list.filters}
        noFilters={NO_SUBSCRIBER_FILTERS}
        onChange={list.changeFilters}
      >
        <SelectFilter
          wide
          label="Status"
          value={list.filters.status}
          choices={SUBSCRIBER_STATUS_FILTERS}
          onChange={(value) => set('status', value)}
        />
        <DateFilter label="Signed up from" value={list.filters.from} onChange={(value) => set('from', value)} />
        <DateFilter label="Signed up to" value={list.filters.to} onChange={(value) => set('to', value)} />
      </FilterBar>
      <StaffListPages
        list={list}
        emptyText={hasFilters(list.filters) ? 'No subscribers match these filters' : 'No newsletter subscribers yet'}
      >
        {(rows) => (
          <TableContainer>
            <Table size="small" aria-label="Newsletter subscribers">
              <TableHead>
                <TableRow>
                  <SortableHeader field="email" sort={sort} onSort={onSort} firstOrder="ASC">
                    E-mail
                  </SortableHeader>
                  <TableCell>Status</TableCell>
                  <TableCell>Source</TableCell>
                  <SortableHeader field="consentedAt" sort={sort} onSort={onSort}>
                    Consented
                  </SortableHeader>
                  <SortableHeader field="unsubscribedAt" sort={sort} onSort={onSort}>
                    Unsubscribed
                  </SortableHeader>
                  <SortableHeader field="createdAt" sort={sort} onSort={onSort}>
                    First signed up
                  </SortableHeader>
                  {mayEdit && <TableCell align="right">Actions</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((subscriber) => {
                  const status = subscriberStatusBadge(subscriber.status);
                  return (
                    <TableRow key={subscriber.id} data-testid="subscriber-row">
                      <TableCell>{subscriber.email}</TableCell>
                      <TableCell>
                        <Badge label={status.label} variant={status.variant} />
                      </TableCell>
                      <TableCell>{SOURCE_LABELS[subscriber.source] ?? subscriber.source}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(subscriber.consentedAt)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {subscriber.unsubscribedAt ? formatDateTime(subscriber.unsubscribedAt) : '—'}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(subscriber.createdAt)}</TableCell>
                      {mayEdit && (
                        <TableCell align="right">
                          {subscriber.status === 'subscribed' && (
                            <Button size="small" color="error" onClick={() => setLeaving(subscriber)}>
                              Unsubscribe
                            </Button>
                          )}
                        </TableCell>
                      )}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </StaffListPages>
      <ConfirmDialog
        open={leaving !== null}
        title="Unsubscribe from the newsletter?"
        confirmLabel="Unsubscribe"
        busyLabel="Unsubscribing..."
        busy={isPending}
        onConfirm={() => leaving && unsubscribe(leaving)}
        onClose={() => setLeaving(null)}
      >
        {leaving?.email} gets no more newsletters. Only they can subscribe again, with the form on the website.
      </ConfirmDialog>
    </section>
  );
}
