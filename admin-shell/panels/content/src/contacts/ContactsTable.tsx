import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { OpenableRow, RowOpenLink, SortableHeader, type ColumnSort, type Contact } from 'admin-kit';
import { StaffWorkCells } from '../staff-lists/StaffWorkCells';
import { contactStatusBadge } from './contact-labels';
import { CONTACT_FIRST_ORDER, type ContactSortField } from './contacts-query';

interface ContactsTableProps {
  rows: readonly Contact[];
  sort: ColumnSort<ContactSortField>;
  onSort: (field: ContactSortField) => void;
  onOpen: (contact: Contact) => void;
}

/** The inquiries of a page; a click on a row (or the sender's name, for the keyboard) opens it. */
export function ContactsTable({ rows, sort, onSort, onOpen }: ContactsTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Contact inquiries">
        <TableHead>
          <TableRow>
            <SortableHeader field="lastName" sort={sort} onSort={onSort} firstOrder={CONTACT_FIRST_ORDER.lastName}>
              From
            </SortableHeader>
            <SortableHeader field="subject" sort={sort} onSort={onSort} firstOrder={CONTACT_FIRST_ORDER.subject}>
              Subject
            </SortableHeader>
            <SortableHeader field="createdAt" sort={sort} onSort={onSort}>
              Received
            </SortableHeader>
            <SortableHeader field="status" sort={sort} onSort={onSort} firstOrder={CONTACT_FIRST_ORDER.status}>
              Status
            </SortableHeader>
            <TableCell>Handled by</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((contact) => {
            const status = contactStatusBadge(contact.status);
            return (
              <OpenableRow key={contact.id} onOpen={() => onOpen(contact)} data-testid="contact-row">
                <TableCell>
                  <RowOpenLink onOpen={() => onOpen(contact)} sx={{ textAlign: 'left' }}>
                    {contact.firstName} {contact.lastName}
                  </RowOpenLink>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {contact.email}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{contact.subject}</Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {contact.message}
                  </Typography>
                </TableCell>
                <StaffWorkCells record={contact} status={status} />
              </OpenableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
