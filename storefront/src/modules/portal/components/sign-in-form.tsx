import {
  CONTACT_FIELD_LIMITS as LIMITS,
  CONTACT_FIELD_MESSAGES as MESSAGES,
  EMAIL_PATTERN,
  tooLong,
} from '@coworking/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Mail, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../app/router';
import { z } from 'zod/mini';
import { messageOf } from '../../../api/client';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form-field';
import { Card, Container } from '../../../ui/layout';
import { useSendSignInLink } from '../hooks/use-member-portal';

// The checkout's e-mail rules and messages (contact-details-schema.ts), in zod's small build: the sign-in page is the
// portal's first screen, and the full build is 11 KB more.
const emailSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, MESSAGES.emailRequired),
      z.regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
      z.maxLength(LIMITS.email, tooLong('Email', LIMITS.email)),
    ),
});

/** The frame of the signed-out views: the page's h1 on a card over the brand band. */
export function SignInFrame({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The view changes under the visitor (signed out, link refused): move focus to its heading so screen readers follow.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-0 py-10 sm:py-24">
      <Container className="flex justify-center">
        <Card className="w-full max-w-md sm:p-8">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
            Member Portal
          </h1>
          {children}
        </Card>
      </Container>
    </section>
  );
}

/**
 * Signing in without a password: the member asks for a one-time link by e-mail. The server gives the same answer
 * whether or not the address belongs to a member, and so does this form. While the session is being checked
 * (`checking`) the form is shown as it will be, but inert: a signed-out visitor sees nothing move when it comes alive.
 */
export function SignInForm({ notice, checking = false }: { notice?: string; checking?: boolean }) {
  const send = useSendSignInLink();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.infer<typeof emailSchema>>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });

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
        onSubmit={handleSubmit(({ email }) => send.mutate(email))}
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
          error={errors.email?.message}
          disabled={checking || send.isPending}
          {...register('email')}
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
