import { TableCell, TableSortLabel } from '@mui/material';
import type { ReactNode } from 'react';
import type { ColumnSort, SortOrder } from '../data/paging';

interface SortableHeaderProps<F extends string> {
  field: F;
  sort: ColumnSort<F>;
  onSort: (field: F) => void;
  align?: 'right';
  /** The arrow an inactive column shows: the order its first click sorts in. */
  firstOrder?: SortOrder;
  children: ReactNode;
}

/** A column header of a server-sorted table: shows the sort it is in, and asks for a sort when clicked. */
export function SortableHeader<F extends string>({
  field,
  sort,
  onSort,
  align,
  firstOrder = 'DESC',
  children,
}: SortableHeaderProps<F>) {
  const active = sort.field === field;
  const direction = (active ? sort.order : firstOrder) === 'ASC' ? 'asc' : 'desc';
  return (
    <TableCell align={align} sortDirection={active ? direction : false}>
      <TableSortLabel active={active} direction={direction} onClick={() => onSort(field)}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}
