import { Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { EmptyState, ScreenHeader, useAdminQuery, type Analytics } from 'admin-kit';
import { useCanAccess } from 'react-admin';

interface StatCard {
  title: string;
  value: number;
  details: string[];
}

/** The four cards of the spec's Overview, from the analytics counts. */
export function statCards(analytics: Analytics): StatCard[] {
  const { bookings, contacts, spaces, content } = analytics;
  return [
    {
      title: 'Total Bookings',
      value: bookings.total,
      details: [`${bookings.pending} pending`, `${bookings.confirmed} confirmed`],
    },
    {
      title: 'Contact Inquiries',
      value: contacts.total,
      details: [`${contacts.new} new`, `${contacts.responded} responded`],
    },
    {
      title: 'Workspace Spaces',
      value: spaces.total,
      details: [`${spaces.available} available`, `${spaces.featured} featured`],
    },
    {
      title: 'Content',
      value: content.events + content.blogPosts,
      details: [`${content.events} events`, `${content.blogPosts} blog posts`],
    },
  ];
}

const SKELETON_CARDS = 8;

/** Overview tab: "Dashboard Overview" with the analytics cards (needs analytics.view to load). */
export function OverviewScreen() {
  const { canAccess: mayViewAnalytics, isPending: checkingAccess } = useCanAccess({
    resource: 'analytics',
    action: 'view',
  });
  const analytics = useAdminQuery(['analytics'], (dataProvider) => dataProvider.analytics(), {
    enabled: mayViewAnalytics === true,
  });
  const loading = checkingAccess || (mayViewAnalytics === true && analytics.isPending);

  return (
    <section aria-labelledby="overview-title">
      <ScreenHeader
        title="Dashboard Overview"
        onRefresh={() => analytics.refetch()}
        refreshing={analytics.isFetching}
      />
      {loading ? (
        <Grid container spacing={2} aria-busy="true" aria-label="Loading analytics">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Skeleton variant="rounded" height={120} />
            </Grid>
          ))}
        </Grid>
      ) : analytics.data ? (
        <Grid container spacing={2}>
          {statCards(analytics.data).map((card) => (
            <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Card variant="outlined" aria-label={card.title}>
                <CardContent>
                  <Typography variant="subtitle2" color="text.secondary">
                    {card.title}
                  </Typography>
                  <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 1 }}>
                    {card.value}
                  </Typography>
                  <Stack direction="row" spacing={2}>
                    {card.details.map((detail) => (
                      <Typography key={detail} variant="body2" color="text.secondary">
                        {detail}
                      </Typography>
                    ))}
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      ) : (
        <EmptyState text="No analytics data available" />
      )}
    </section>
  );
}
