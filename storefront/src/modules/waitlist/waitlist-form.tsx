import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../api/client';
import { Button } from '../../ui/button';
import { OutcomeNotice } from '../../ui/outcome-notice';
import { type BookableSpace } from '../booking/booking-selection';
import { type ContactDetails, contactDetailsSchema } from '../checkout/contact-details-schema';
import { ContactFields } from '../checkout/contact-fields';
import { showServerFieldErrors } from '../contact/visitor-form';
import { useJoinWaitlist } from './use-join-waitlist';
import { type WaitlistTarget, waitlistRequestBody } from './waitlist-request';
import { waitlistTargetText } from './waitlist-rules';

const BLANK: ContactDetails = { firstName: '', lastName: '', email: '', phone: '' };

const JOIN_FAILED = 'The waitlist could not be joined. Please check your connection and try again.';

interface WaitlistFormProps {
  space: Pick<BookableSpace, 'id' | 'name' | 'billingCycle'>;
  /** The full slot (hourly spaces) or day (daily spaces) to wait for. */
  target: WaitlistTarget;
}

/**
 * Joining the waitlist of a full slot or day, shown in the booking dialog below what the visitor pressed, loaded
 * only then: names, e-mail and phone with the checkout's rules and messages. The server's answer stays where the
 * form was, announced: the place in line as a status, a refusal (the time has room after all, already waiting) as
 * an alert, with the form kept for another try.
 */
export default function WaitlistForm({ space, target }: WaitlistFormProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const form = useForm<ContactDetails>({ resolver: zodResolver(contactDetailsSchema), defaultValues: BLANK });
  const joining = useJoinWaitlist();
  const { reset } = joining;

  // An answer is about the slot or day it was sent for: pressing another one starts without it (what was typed stays).
  useEffect(() => {
    reset();
  }, [reset, target.date, target.time]);
  // On a phone the form opens below the dialog's fold, under the slot just pressed.
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  const submit = form.handleSubmit((details) =>
    joining.mutate(waitlistRequestBody(space, target, details), {
      onError: (error) => showServerFieldErrors(error, form.setError, Object.keys(BLANK)),
    }),
  );

  return (
    <section ref={section} aria-labelledby={headingId} className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Join the waitlist
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {waitlistTargetText(space.name, target)}
        {!joining.isSuccess &&
          ' Leave your details: if it frees up, the first in line gets an e-mail with a link that holds it for 30 minutes and goes straight to payment.'}
      </p>
      {!joining.isSuccess && (
        <form onSubmit={submit} noValidate aria-labelledby={headingId} className="mt-4 space-y-4">
          <ContactFields register={form.register} errors={form.formState.errors} disabled={joining.isPending} />
          <Button type="submit" className="w-full sm:w-auto" disabled={joining.isPending}>
            {joining.isPending ? 'Joining...' : 'Join Waitlist'}
          </Button>
        </form>
      )}
      <OutcomeNotice
        size="card"
        outcome={
          joining.isSuccess
            ? { tone: 'success', message: joining.data.message }
            : joining.isError
              ? { tone: 'error', message: messageOf(joining.error, JOIN_FAILED) }
              : undefined
        }
      />
    </section>
  );
}
