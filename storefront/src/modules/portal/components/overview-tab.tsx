import { Button, ButtonLink } from '../../../ui/button';
import { formatVenueDate } from '../../../ui/format';
import { Card, EmptyState } from '../../../ui/layout';
import { QueryView } from '../../../ui/query-view';
import { useMemberBookings, useMemberships } from '../hooks/use-member-portal';
import { bookingDatesText } from '../portal-text';
import { AllowanceCard, useMemberAllowance } from './allowance-card';
import { MembershipCard } from './membership-card';

/**
 * What the membership includes this period and what is left (with Book a space), each membership with its period,
 * next charge and what the member can do, then the next few bookings.
 */
export function OverviewTab({ onShowBookings }: { onShowBookings(): void }) {
  const memberships = useMemberships();
  return (
    <div className="space-y-8">
      <AllowanceCard />
      <section aria-labelledby="portal-memberships">
        <h2 id="portal-memberships" className="text-xl font-bold">
          {memberships.data?.length === 1 ? 'Your membership' : 'Your memberships'}
        </h2>
        <div className="mt-4">
          <QueryView
            query={memberships}
            loadingLabel="Loading your memberships"
            errorTitle="Your memberships could not be loaded"
            placeholders={1}
          >
            {(list) =>
              list.length === 0 ? (
                <EmptyState title="No membership yet">
                  <p>Choose a plan to get a desk, meeting room hours and the community.</p>
                  <ButtonLink to="/membership" className="mt-4">
                    See Membership Plans
                  </ButtonLink>
                </EmptyState>
              ) : (
                <ul className="grid gap-6 lg:grid-cols-2">
                  {list.map((membership) => (
                    <li key={membership.id}>
                      <MembershipCard membership={membership} />
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryView>
        </div>
      </section>
      <UpcomingBookings onShowAll={onShowBookings} />
    </div>
  );
}

const PREVIEW = 3;

function UpcomingBookings({ onShowAll }: { onShowAll(): void }) {
  const bookings = useMemberBookings();
  // A member with a usable allowance books from its card above; everyone else books on the Spaces page.
  const booksHere = useMemberAllowance().data?.usable === true;
  // The Bookings tab says why when they cannot be loaded; the overview just leaves them out.
  if (!bookings.data) return null;
  const { upcoming } = bookings.data;
  return (
    <Card>
      <h2 className="text-lg font-semibold">Upcoming Bookings</h2>
      {upcoming.length === 0 ? (
        <p className="mt-3 text-slate-600">Nothing booked. Book a desk or meeting room whenever you need one.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {upcoming.slice(0, PREVIEW).map((booking) => (
            <li key={booking.bookingGroupId} className="py-3">
              <p className="font-medium text-slate-900">{booking.title}</p>
              <p className="text-sm text-slate-600">
                {bookingDatesText(booking.dates, formatVenueDate)} · {booking.timeText}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {upcoming.length > 0 && (
          <Button variant="outline" onClick={onShowAll}>
            See all bookings
          </Button>
        )}
        {!booksHere && (
          <ButtonLink to="/spaces" variant={upcoming.length > 0 ? 'ghost' : 'outline'}>
            Book a Space
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
