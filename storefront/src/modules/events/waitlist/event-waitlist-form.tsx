import { zodResolver } from '@hookform/resolvers/zod';
import { BellRing } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { OutcomeNotice } from '../../../ui/outcome-notice';
import { VisitorFields } from '../../contact/components/visitor-fields';
import { showServerFieldErrors, visitorDefaults, type VisitorInput } from '../../contact/visitor-form';
import { type EventItem } from '../hooks/use-events';
import { waitlistSchema } from '../registration/registration-form';
import { eventWaitlistRequestBody, joinRefusal } from './event-waitlist';
import { useJoinEventWaitlist } from './use-event-waitlist';

const FIELDS = Object.keys(visitorDefaults);

interface EventWaitlistFormProps {
  event: Pick<EventItem, 'id' | 'title'>;
  /** What the visitor typed in the registration form, carried over. */
  defaults: VisitorInput;
  /** Focus the heading when the form replaces the registration form the visitor was in (a refusal said "full"). */
  takeFocus: boolean;
  /** The server said a seat is free after all: back to the registration form, with what was typed here. */
  onRegisterInstead(typed: VisitorInput): void;
  onDone(): void;
}

/**
 * Joining a full event's waitlist, in the event's registration dialog, loaded only when the event turns out full:
 * the registration form's fields (the phone required). The place in line replaces the form, announced as a status;
 * a refusal stays with the form in an alert, with field errors at their fields.
 */
export default function EventWaitlistForm({
  event,
  defaults,
  takeFocus,
  onRegisterInstead,
  onDone,
}: EventWaitlistFormProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm({ resolver: zodResolver(waitlistSchema), defaultValues: defaults });
  const joining = useJoinEventWaitlist();

  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  const submit = form.handleSubmit((details) =>
    joining.mutate(eventWaitlistRequestBody(event.id, details), {
      onError: (error) => showServerFieldErrors(error, form.setError, FIELDS),
    }),
  );

  if (joining.isSuccess)
    return (
      <div className="mt-5">
        <OutcomeNotice size="page" outcome={{ tone: 'success', message: joining.data.message }} />
        <Button onClick={onDone} className="w-full sm:w-auto">
          Done
        </Button>
      </div>
    );

  const refusal = joining.isError ? joinRefusal(joining.error) : undefined;
  return (
    <section aria-labelledby={headingId} className="mt-5 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-5">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        Full — join the waitlist
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        All seats at {event.title} are taken. Leave your details: if a seat frees up, the first in line gets an e-mail
        with a link that holds it for a short time, to confirm with one press.
      </p>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-labelledby={headingId} className="mt-4 space-y-5">
          <VisitorFields phone="required" />
          <OutcomeNotice size="card" outcome={refusal ? { tone: 'error', message: refusal.message } : undefined} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" size="lg" disabled={joining.isPending} className="w-full sm:w-auto">
              <BellRing aria-hidden="true" className="size-5" /> {joining.isPending ? 'Joining...' : 'Join Waitlist'}
            </Button>
            {refusal?.seatFree && (
              <Button
                variant="outline"
                size="lg"
                onClick={() => onRegisterInstead(form.getValues())}
                className="w-full sm:w-auto"
              >
                Register instead
              </Button>
            )}
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
