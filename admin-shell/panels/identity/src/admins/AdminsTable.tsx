import { Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import {
  Badge,
  formatDateTime,
  RowEditDeleteButtons,
  SortableHeader,
  type AdminAccount,
  type ColumnSort,
  type Role,
} from 'admin-kit';
import { adminRoleBadge } from './admin-form';
import { ADMIN_FIRST_ORDER, type AdminSortField } from './admins-query';

interface AdminsTableProps {
  rows: readonly AdminAccount[];
  sort: ColumnSort<AdminSortField>;
  onSort: (field: AdminSortField) => void;
  /** The roles there are, for custom roles' names. */
  roles: readonly Role[];
  /** Whether the signed-in admin may edit and delete this account: only then are its buttons shown. */
  mayManage: (admin: AdminAccount) => boolean;
  onEdit: (admin: AdminAccount) => void;
  onDelete: (admin: AdminAccount) => void;
}

/** A page of back-office accounts: displayName, @username, the role badge, and edit and delete where allowed. */
export function AdminsTable({ rows, sort, onSort, roles, mayManage, onEdit, onDelete }: AdminsTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="All Administrators">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <SortableHeader field="username" sort={sort} onSort={onSort} firstOrder={ADMIN_FIRST_ORDER.username}>
              Username
            </SortableHeader>
            <TableCell>E-mail</TableCell>
            <TableCell>Role</TableCell>
            <SortableHeader field="lastLogin" sort={sort} onSort={onSort}>
              Last sign-in
            </SortableHeader>
            <SortableHeader field="createdAt" sort={sort} onSort={onSort}>
              Added
            </SortableHeader>
            <TableCell aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((admin) => (
            <TableRow key={admin.id} hover data-testid="admin-row">
              <TableCell>{admin.displayName}</TableCell>
              <TableCell>@{admin.username}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{admin.email}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  <Badge
                    label={adminRoleBadge(admin, roles)}
                    variant={admin.role === 'super_admin' ? 'default' : 'outline'}
                  />
                  {!admin.isActive && <Badge label="Deactivated" variant="secondary" />}
                </Stack>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {admin.lastLogin ? formatDateTime(admin.lastLogin) : 'Never'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(admin.createdAt)}</TableCell>
              <TableCell align="right">
                {mayManage(admin) && (
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <RowEditDeleteButtons
                      label={`admin ${admin.username}`}
                      onEdit={() => onEdit(admin)}
                      onDelete={() => onDelete(admin)}
                    />
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
