import { MessageSquareHeart } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Button, ButtonLink } from '../../ui/button';
import { Section } from '../../ui/layout';
import { SignInForm, SignInFrame } from './components/sign-in-form';
import { useMemberSession } from './hooks/use-member-portal';

// A signed-in member's dashboard (tabs, dialogs, the profile form) loads once the session is known: the visitor who
// comes to sign in never downloads it.
const Dashboard = lazy(async () => ({ default: (await import('./components/dashboard')).Dashboard }));

/**
 * `/member-portal`: a member signs in with a one-time link sent by e-mail (`#token=…` in the address) and sees
 * their memberships, bookings, receipts and profile. The session is an httpOnly cookie the member API alone reads.
 */
export default function MemberPortalPage() {
  const session = useMemberSession();
  const { refetch } = session;
  useEffect(() => {
    // A sign-in link opened in a tab that already shows the portal changes only the fragment: no page load.
    const onHashChange = () => {
      if (window.location.hash.startsWith('#token=')) void refetch();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [refetch]);
  return (
    <>
      {session.isPending ? (
        <SignInForm checking />
      ) : session.isError ? (
        <SignInFrame>
          <p role="alert" className="mt-4 text-slate-700">
            The member portal could not be reached. Please check your connection and try again.
          </p>
          <Button
            variant="outline"
            className="mt-5 w-full"
            onClick={() => void session.refetch()}
            disabled={session.isFetching}
          >
            {session.isFetching ? 'Trying again...' : 'Try Again'}
          </Button>
        </SignInFrame>
      ) : session.data.member ? (
        <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
          <Dashboard member={session.data.member} />
        </Suspense>
      ) : (
        <SignInForm notice={session.data.notice} />
      )}
      <Section tone="muted">
        <div className="flex flex-col items-start gap-6 rounded-2xl border border-amber-200 bg-amber-50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <MessageSquareHeart aria-hidden="true" className="size-8 shrink-0 text-accent-500" />
            <div>
              <h2 className="text-xl font-bold text-slate-900">Help Us Shape the Portal</h2>
              <p className="mt-1 text-slate-700">
                A members' directory and more self-service are on the way. Tell us what you would like to see.
              </p>
            </div>
          </div>
          <div className="flex w-full shrink-0 flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink to="/contact">Share Feedback</ButtonLink>
            <ButtonLink to="/spaces" variant="outline">
              Book a Space
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
