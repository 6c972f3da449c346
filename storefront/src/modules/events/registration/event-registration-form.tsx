import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarCheck } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { messageOf } from '../../../api/client';
import { Button } from '../../../ui/button';
import { OutcomeNotice } from '../../../ui/outcome-notice';
import { VisitorFields } from '../../contact/components/visitor-fields';
import { showServerFieldErrors, type VisitorInput } from '../../contact/visitor-form';
import { type EventItem } from '../hooks/use-events';
import { isEventFull } from '../waitlist/event-waitlist';
import { REGISTRATION_BLANK, REGISTRATION_FAILURE, registrationSchema } from './registration-form';
import { useEventRegistration } from './use-event-registration';

interface EventRegistrationFormProps {
  event: EventItem;
  /** What the visitor typed before (in the waitlist form, when a seat turned out free after all). */
  defaults?: VisitorInput;
  /** The server said the event is full: the dialog offers its waitlist instead, with what was typed here. */
  onFull(typed: VisitorInput): void;
  onDone(): void;
}

/**
 * Name, e-mail and optional phone for one event. A refusal (already registered, over) stays on the form with the
 * server's message in an alert; "full" hands over to the waitlist form; success replaces the form with the
 * confirmation, announced as a status.
 */
export function EventRegistrationForm({
  event,
  defaults = REGISTRATION_BLANK,
  onFull,
  onDone,
}: EventRegistrationFormProps) {
  const form = useForm({ resolver: zodResolver(registrationSchema), defaultValues: defaults });
  const registration = useEventRegistration(event.id);
  const submit = form.handleSubmit((body) =>
    registration.mutate(body, {
      onError: (error) =>
        isEventFull(error)
          ? onFull(form.getValues())
          : showServerFieldErrors(error, form.setError, Object.keys(REGISTRATION_BLANK)),
    }),
  );

  if (registration.isSuccess)
    return (
      <div className="mt-5">
        <OutcomeNotice size="page" outcome={{ tone: 'success', message: registration.data.message }} />
        <Button onClick={onDone} className="w-full sm:w-auto">
          Done
        </Button>
      </div>
    );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={`Register for ${event.title}`} className="mt-5 space-y-5">
        <VisitorFields />
        <OutcomeNotice
          size="card"
          outcome={
            registration.isError
              ? { tone: 'error', message: messageOf(registration.error, REGISTRATION_FAILURE) }
              : undefined
          }
        />
        <Button type="submit" size="lg" disabled={registration.isPending} className="w-full sm:w-auto">
          <CalendarCheck aria-hidden="true" className="size-5" />{' '}
          {registration.isPending ? 'Registering...' : 'Register'}
        </Button>
      </form>
    </FormProvider>
  );
}
