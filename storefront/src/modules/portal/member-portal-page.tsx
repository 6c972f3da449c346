import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../ui/button';
import { Section } from '../../ui/layout';
import { Dashboard } from './components/dashboard';
import { SignInForm } from './components/sign-in-form';

/** A preview of the member portal with fixed sample data; it makes no calls and checks no credentials. */
export default function MemberPortalPage() {
  const [signedIn, setSignedIn] = useState(false);
  return (
    <>
      {signedIn ? (
        <Dashboard onSignOut={() => setSignedIn(false)} />
      ) : (
        <SignInForm onSignIn={() => setSignedIn(true)} />
      )}
      <Section tone="muted">
        <div className="flex flex-col items-start gap-6 rounded-2xl border border-amber-200 bg-amber-50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <Rocket aria-hidden="true" className="size-8 shrink-0 text-accent-500" />
            <div>
              <h2 className="text-xl font-bold text-slate-900">Full Portal Coming Soon</h2>
              <p className="mt-1 text-slate-700">
                We are building self-service bookings, invoices and a members' directory. Tell us what you would like to
                see.
              </p>
            </div>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
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
