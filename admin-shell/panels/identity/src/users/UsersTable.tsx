import ResetIcon from '@mui/icons-material/LockReset';
import {
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Badge, formatDateTime, RowEditDeleteButtons, SortableHeader, type ColumnSort, type User } from 'admin-kit';
import { fullName } from './user-form';
import { USER_FIRST_ORDER, type UserSortField } from './users-query';

export type UserAction = 'reset' | 'edit' | 'delete';

interface UsersTableProps {
  rows: readonly User[];
  sort: ColumnSort<UserSortField>;
  onSort: (field: UserSortField) => void;
  /** The actions the signed-in admin may take; each shows as a button on every row. */
  actions: { reset: boolean; edit: boolean; delete: boolean };
  onAction: (action: UserAction, user: User) => void;
}

/** A page of members' accounts: full name, @username, e-mail, plan badge, and reset password, edit and delete. */
export function UsersTable({ rows, sort, onSort, actions, onAction }: UsersTableProps) {
  const anyAction = actions.reset || actions.edit || actions.delete;
  return (
    <TableContainer>
      <Table size="small" aria-label="All Users">
        <TableHead>
          <TableRow>
            <SortableHeader field="lastName" sort={sort} onSort={onSort} firstOrder={USER_FIRST_ORDER.lastName}>
              Name
            </SortableHeader>
            <SortableHeader field="username" sort={sort} onSort={onSort} firstOrder={USER_FIRST_ORDER.username}>
              Username
            </SortableHeader>
            <SortableHeader field="email" sort={sort} onSort={onSort} firstOrder={USER_FIRST_ORDER.email}>
              E-mail
            </SortableHeader>
            <TableCell>Plan</TableCell>
            <SortableHeader field="createdAt" sort={sort} onSort={onSort}>
              Joined
            </SortableHeader>
            {anyAction && <TableCell aria-label="Actions" />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((user) => (
            <TableRow key={user.id} hover data-testid="user-row">
              <TableCell>
                <Typography variant="body2">{fullName(user)}</Typography>
                {user.phone && (
                  <Typography variant="caption" color="text.secondary">
                    {user.phone}
                  </Typography>
                )}
              </TableCell>
              <TableCell>@{user.username}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
              <TableCell>{user.membershipPlan && <Badge label={user.membershipPlan} variant="outline" />}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(user.createdAt)}</TableCell>
              {anyAction && (
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {actions.reset && (
                      <IconButton
                        aria-label={`Reset password of ${user.username}`}
                        onClick={() => onAction('reset', user)}
                      >
                        <ResetIcon />
                      </IconButton>
                    )}
                    <RowEditDeleteButtons
                      label={`user ${user.username}`}
                      onEdit={actions.edit ? () => onAction('edit', user) : undefined}
                      onDelete={actions.delete ? () => onAction('delete', user) : undefined}
                    />
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
