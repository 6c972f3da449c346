import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { EmptyState, LoadError, ScreenHeader, type Analytics } from 'admin-kit';
import { SUMMARY_ID } from 'admin-kit/rules';
import { useCanAccess, useGetOne } from 'react-admin';
import { CardSkeletons } from './CardSkeletons';
import { membershipCards, useMembershipSummary, type StatCard } from './membership-summary';
import { TodaySection, useOverviewToday } from './TodaySection';

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

function StatCards({ cards }: { cards: readonly StatCard[] }) {
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
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
  );
}

/**
 * Overview tab: "Dashboard Overview" with the analytics cards (needs analytics.view to load), then what needs staff
 * today (the lists the admin may view), then the membership figures for admins who may view memberships.
 */
export function OverviewScreen() {
  const { canAccess: mayViewAnalytics, isPending: checkingAccess } = useCanAccess({
    resource: 'analytics',
    action: 'view',
  });
  const { canAccess: mayViewMemberships } = useCanAccess({ resource: 'memberships', action: 'view' });
  const analytics = useGetOne<Analytics & { id: string }>(
    'analytics',
    { id: SUMMARY_ID },
    { enabled: mayViewAnalytics === true },
  );
  const memberships = useMembershipSummary({ enabled: mayViewMemberships === true });
  const today = useOverviewToday();
  const loading = checkingAccess || (mayViewAnalytics === true && analytics.isPending);

  return (
    <section aria-labelledby="overview-title">
      <ScreenHeader
        title="Dashboard Overview"
        onRefresh={() => {
          void analytics.refetch();
          void today.refetch();
          if (mayViewMemberships === true) void memberships.refetch();
        }}
        refreshing={analytics.isFetching || today.isFetching || memberships.isFetching}
      />
      {loading ? (
        <CardSkeletons count={SKELETON_CARDS} label="Loading analytics" />
      ) : analytics.data ? (
        <StatCards cards={statCards(analytics.data)} />
      ) : (
        <EmptyState text="No analytics data available" />
      )}
      <TodaySection today={today} />
      {mayViewMemberships === true && (
        <section aria-labelledby="overview-memberships">
          <Typography id="overview-memberships" variant="h6" component="h3" sx={{ mt: 4, mb: 2 }}>
            Memberships
          </Typography>
          {memberships.isPending ? (
            <CardSkeletons count={4} label="Loading membership figures" />
          ) : memberships.isError ? (
            <LoadError error={memberships.error} onRetry={() => memberships.refetch()} />
          ) : (
            <StatCards cards={membershipCards(memberships.data)} />
          )}
        </section>
      )}
    </section>
  );
}
