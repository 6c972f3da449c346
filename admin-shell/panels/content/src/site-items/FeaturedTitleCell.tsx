import { Stack, TableCell, Typography } from '@mui/material';
import { Badge } from 'admin-kit';
import type { ReactNode } from 'react';

/** An event's or post's title with its Featured badge, and a caption under it (its place, its address). */
export function FeaturedTitleCell({
  title,
  featured,
  caption,
}: {
  title: string;
  featured: boolean;
  caption: ReactNode;
}) {
  return (
    <TableCell>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{title}</Typography>
        {featured && <Badge label="Featured" variant="warning" />}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {caption}
      </Typography>
    </TableCell>
  );
}
