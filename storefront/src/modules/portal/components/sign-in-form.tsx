import { LogIn } from 'lucide-react';
import { type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form-field';
import { Card, Container } from '../../../ui/layout';

/** The preview's sign-in: no account check, it opens the sample dashboard. */
export function SignInForm({ onSignIn }: { onSignIn: () => void }) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSignIn();
  }
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 py-16 sm:py-24">
      <Container className="flex justify-center">
        <Card className="w-full max-w-md sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">Member Portal</h1>
          <p className="mt-2 text-slate-600">Sign in to manage your membership, bookings and billing.</p>
          <form onSubmit={submit} aria-label="Member sign in" className="mt-6 space-y-5">
            <TextField label="Email" name="email" type="email" autoComplete="email" placeholder="you@example.com" />
            <TextField label="Password" name="password" type="password" autoComplete="current-password" />
            <div className="flex justify-end">
              {/* Password resets are not part of the preview. */}
              <button type="button" className="text-sm font-medium text-brand-700 hover:underline">
                Forgot password?
              </button>
            </div>
            <Button type="submit" size="lg" className="w-full">
              <LogIn aria-hidden="true" className="size-5" /> Sign In
            </Button>
          </form>
          <p className="mt-6 text-center text-sm text-slate-600">
            Not a member yet?{' '}
            <Link to="/membership" className="font-semibold text-brand-700 hover:underline">
              Become a Member
            </Link>
          </p>
        </Card>
      </Container>
    </section>
  );
}
