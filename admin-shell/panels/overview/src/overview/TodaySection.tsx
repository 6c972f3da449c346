import { Card, CardContent, Grid, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { listLink, LoadError, type OverviewToday } from 'admin-kit';
import { SUMMARY_ID } from 'admin-kit/rules';
import { useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CardSkeletons } from './CardSkeletons';
import { todayCards, type TodayCard } from './today-cards';

// Holds lapse by the minute: the section reads again while it is on screen.
const REFRESH_EVERY_MS = 60_000;

/** react-admin's one overview-today record (GET /api/admin/overview/today), read again every minute. */
export function useOverviewToday() {
  return useGetOne<OverviewToday & { id: string }>(
    'overview-today',
    { id: SUMMARY_ID },
    { refetchInterval: REFRESH_EVERY_MS },
  );
}

function TodayCardView({ card }: { card: TodayCard }) {
  const titleId = `today-${card.list.tab}-${card.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card variant="outlined" aria-labelledby={titleId} component="section" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} variant="subtitle2" color="text.secondary" component="h4">
          {card.title}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 1 }}>
          {card.count}
        </Typography>
        {card.rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nothing waiting
          </Typography>
        ) : (
          <List dense disablePadding>
            {card.rows.map((row) => (
              <ListItem key={row.id} disableGutters>
                <ListItemText primary={row.primary} secondary={row.secondary} />
              </ListItem>
            ))}
          </List>
        )}
        <Link
          component={RouterLink}
          to={listLink(card.list.tab, card.list.filters)}
          variant="body2"
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {card.linkText}
        </Link>
      </CardContent>
    </Card>
  );
}

/**
 * "Today": each list that needs staff now, with its count, its first few rows and a link to the list filtered to
 * them. The server leaves out the lists the admin may not view; with none left the section is not shown.
 */
export function TodaySection({ today }: { today: ReturnType<typeof useOverviewToday> }) {
  const cards = today.data ? todayCards(today.data) : [];
  if (today.data && cards.length === 0) return null;
  return (
    <section aria-labelledby="overview-today">
      <Typography id="overview-today" variant="h6" component="h3" sx={{ mt: 4, mb: 2 }}>
        Today
      </Typography>
      {today.isPending ? (
        <CardSkeletons count={5} label="Loading today" />
      ) : today.isError ? (
        <LoadError error={today.error} onRetry={() => today.refetch()} />
      ) : (
        <Grid container spacing={2}>
          {cards.map((card) => (
            <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 4 }}>
              <TodayCardView card={card} />
            </Grid>
          ))}
        </Grid>
      )}
    </section>
  );
}
