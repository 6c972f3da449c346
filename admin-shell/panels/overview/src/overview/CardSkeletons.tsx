import { Grid, Skeleton } from '@mui/material';

/** Cards' places while their figures load (same grid as the cards). */
export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <Grid container spacing={2} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Skeleton variant="rounded" height={120} />
        </Grid>
      ))}
    </Grid>
  );
}
