import { MessageSquareHeart } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { preloadableLazy, type PreloadableComponent } from '../../app/preloadable-lazy';
import { Button, ButtonLink } from '../../ui/button';
import { Section } from '../../ui/layout';
import { SignInFrame } from './components/sign-in-frame';
import { useMemberSession } from './hooks/use-member-portal';

// A signed-in member's dashboard (tabs, dialogs, the profile form) loads once the session is known: the visitor who
// comes to sign in never downloads it.
const Dashboard = preloadableLazy(async () => ({ default: (await import('./components/dashboard')).Dashboard }));

// The sign-in form (its field, checks and the request for a link) is for a visitor who is signed out: its code loads
// once the session check has said so, and a member coming back signed in never downloads it. Until then the page
// shows the form as prerendered, inert while the session is being checked, as before.
let formLoaded = false;
let wantForm: () => void = () => {};
const formWanted = new Promise<void>((resolve) => (wantForm = resolve));
const loadForm = async () => {
  const { SignInForm } = await import('./components/sign-in-form');
  formLoaded = true;
  return { default: SignInForm };
};
const SignInForm = lazy(() => (typeof window === 'undefined' ? loadForm() : formWanted.then(loadForm)));

/** The sign-in form's code, asked for once the visitor is known to be signed out. */
const signInFormCode = {
  preload: async () => {
    wantForm();
    await formWanted.then(loadForm);
  },
};

/**
 * Whether a part's code is in; asks for it once `wanted`. The view before it stays until then, so the part replaces
 * it in one step rather than through an empty placeholder of another height.
 */
function usePreloaded(part: Pick<PreloadableComponent<object>, 'preload'>, wanted: boolean, already = false): boolean {
  const [loaded, setLoaded] = useState(already);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // Code that cannot be fetched leaves the view before it in place, rather than a broken part.
    void part.preload().then(
      () => live && setLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [part, wanted]);
  return loaded;
}

/**
 * `/member-portal`: a member signs in with a one-time link sent by e-mail (`#token=…` in the address) and sees
 * their memberships, bookings, receipts and profile. The session is an httpOnly cookie the member API alone reads.
 */
export default function MemberPortalPage() {
  const session = useMemberSession();
  const { refetch } = session;
  const signedOut = session.isSuccess && !session.data.member;
  // The form keeps its first (checking) state until its code is in: React hydrates it as prerendered, then updates it.
  const formReady = usePreloaded(signInFormCode, signedOut, formLoaded);
  const dashboardReady = usePreloaded(Dashboard, Boolean(session.data?.member));
  // One element for as long as the session is checked: React keeps the prerendered form, not yet hydrated, as it is
  // (an update would make it render the form afresh). The keys let the dashboard replace it rather than update it.
  const checkingForm = useRef(
    <Suspense key="sign-in" fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
      <SignInForm checking />
    </Suspense>,
  ).current;
  useEffect(() => {
    // A sign-in link opened in a tab that already shows the portal changes only the fragment: no page load.
    const onHashChange = () => {
      if (window.location.hash.startsWith('#token=')) void refetch();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [refetch]);
  // The sign-in view, then the dashboard, fill the screen below the header: the feedback section below them starts
  // out of view whichever is shown, so a member coming back signed in sees no jump when the dashboard replaces the form.
  return (
    <>
      <div className="flex min-h-[calc(100svh-4rem)] flex-col">
        {session.isPending || (signedOut && !formReady) || (session.data?.member && !dashboardReady) ? (
          checkingForm
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
          <Suspense key="dashboard" fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
            <Dashboard member={session.data.member} />
          </Suspense>
        ) : (
          <Suspense key="sign-in" fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
            <SignInForm notice={session.data.notice} />
          </Suspense>
        )}
      </div>
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
