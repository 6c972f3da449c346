import { Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface DetailField {
  label: string;
  value: ReactNode;
}

/** Label–value pairs as a description list (a div may wrap each dt/dd pair), two columns from sm up. */
export function DetailFields({ fields }: { fields: readonly DetailField[] }) {
  return (
    <Grid container component="dl" spacing={2} sx={{ m: 0 }}>
      {fields.map((field) => (
        <Grid key={field.label} size={{ xs: 12, sm: 6 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {field.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {field.value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
