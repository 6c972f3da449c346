import { Link, TableRow, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

interface OpenableRowProps {
  onOpen: () => void;
  'data-testid'?: string;
  children: ReactNode;
}

/** A table row that a click anywhere opens; a RowOpenLink in it opens it from the keyboard. */
export function OpenableRow({ onOpen, children, ...rest }: OpenableRowProps) {
  return (
    <TableRow hover onClick={() => onOpen()} sx={{ cursor: 'pointer' }} {...rest}>
      {children}
    </TableRow>
  );
}

/** The text in an OpenableRow that opens it, as a link-styled button (the keyboard's way in). */
export function RowOpenLink({
  onOpen,
  sx,
  children,
}: {
  onOpen: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      sx={sx}
      onClick={(event) => {
        // The row opens it too; one open is enough.
        event.stopPropagation();
        onOpen();
      }}
    >
      {children}
    </Link>
  );
}
