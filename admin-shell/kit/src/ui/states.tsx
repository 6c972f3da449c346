import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Placeholder rows while a list loads (spec section 9: lists use 5, 6 or 3). */
export function SkeletonList({ count, height = 72 }: { count: number; height?: number }) {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** What a tab shows when its list is empty, with an optional first action. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{text}</Typography>
          {action && <Box sx={{ mt: 2 }}>{action}</Box>}
        </Box>
      </CardContent>
    </Card>
  );
}

/** A list that could not be loaded; Try again refetches. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : 'Could not load this list.';
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
