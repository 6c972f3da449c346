import { CheckCircle2, Mail, TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from '../../../app/router';
import { messageOf } from '../../../api/client';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form-field';
import { useSendSignInLink } from '../hooks/use-member-portal';
import { signInEmailProblem } from '../sign-in-rules';
import { SignInFrame } from './sign-in-frame';

/**
 * Signing in without a password: the member asks for a one-time link by e-mail. The server gives the same answer
 * whether or not the address belongs to a member, and so does this form. While the session is being checked
 * (`checking`) the form is shown as it will be, but inert: a signed-out visitor sees nothing move when it comes alive.
 */
export function SignInForm({ notice, checking = false }: { notice?: string; checking?: boolean }) {
  const send = useSendSignInLink();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  // As the other forms do: checked when sent, then again on every change until it is right.
  const [sentOnce, setSentOnce] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSentOnce(true);
    const found = signInEmailProblem(email);
    setProblem(found ?? undefined);
    if (found) return event.currentTarget.querySelector('input')?.focus();
    send.mutate(email.trim());
  }

  return (
    <SignInFrame>
      <p className="mt-2 text-slate-600">
        Manage your membership, bookings and billing. Enter the e-mail you paid with and we will send you a link that
        signs you in: no password needed.
      </p>
      {notice && (
        <p role="alert" className="mt-5 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          {notice}
        </p>
      )}
      <form
        onSubmit={submit}
        noValidate
        aria-label="Member sign in"
        aria-busy={checking || undefined}
        className="mt-6 space-y-5"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
          error={problem}
          disabled={checking || send.isPending}
          name="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (sentOnce) setProblem(signInEmailProblem(event.target.value) ?? undefined);
          }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={checking || send.isPending}>
          <Mail aria-hidden="true" className="size-5" />{' '}
          {checking ? 'Checking your sign-in...' : send.isPending ? 'Sending...' : 'Send me a sign-in link'}
        </Button>
      </form>
      {/* Both regions are always in the page, so a message appearing in them is announced. */}
      <div role="status">
        {send.isSuccess && (
          <p className="mt-5 flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            {send.data.message}
          </p>
        )}
      </div>
      <div role="alert">
        {send.isError && (
          <p className="mt-5 rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-900">
            {messageOf(send.error, 'Your sign-in link could not be sent. Please check your connection and try again.')}
          </p>
        )}
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        Not a member yet?{' '}
        <Link to="/membership" className="font-semibold text-brand-700 hover:underline">
          Become a Member
        </Link>
      </p>
    </SignInFrame>
  );
}
