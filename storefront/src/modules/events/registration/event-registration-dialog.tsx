import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { lazy, type RefObject, Suspense, useState } from 'react';
import { SITE } from '../../../app/site-config';
import { formatVenueDate } from '../../../ui/format';
import { visitorDefaults, type VisitorInput } from '../../contact/visitor-form';
import { type EventItem } from '../hooks/use-events';
import { EventRegistrationForm } from './event-registration-form';
import { admissionText } from './registration-form';

// The waitlist form loads when an event turns out full: most registrations never need it.
const EventWaitlistForm = lazy(() => import('../waitlist/event-waitlist-form'));

interface EventRegistrationDialogProps {
  event: EventItem;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The event is known to be full (the server said so): the dialog offers its waitlist instead. */
  full: boolean;
  onFullChange(full: boolean): void;
  /** The Register button: focus goes back to it when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * An event's registration dialog (a bottom sheet on phones), loaded when its Register button is first wanted. A full
 * event offers its waitlist form instead, with what the visitor typed carried over either way.
 */
export default function EventRegistrationDialog({
  event,
  open,
  onOpenChange,
  full,
  onFullChange,
  trigger,
}: EventRegistrationDialogProps) {
  const [typed, setTyped] = useState<VisitorInput>(visitorDefaults);
  // Whether the form changed under the visitor's hands (a refusal): the new one then takes the focus.
  const [switched, setSwitched] = useState(false);
  const switchTo = (nowFull: boolean, values: VisitorInput) => {
    setTyped(values);
    setSwitched(true);
    onFullChange(nowFull);
  };
  const openChange = (next: boolean) => {
    if (!next) setSwitched(false);
    onOpenChange(next);
  };
  const done = () => openChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(40rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
          onCloseAutoFocus={(closing) => {
            closing.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold">Register for {event.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {formatVenueDate(event.date)} · {event.time} {SITE.timeZoneLabel} · {event.location}
                <br />
                Admission: {admissionText(event.price)}
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-lg p-2 hover:bg-slate-100" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {full ? (
            <Suspense fallback={<p className="mt-5 text-sm text-slate-600">Loading the waitlist form...</p>}>
              <EventWaitlistForm
                event={event}
                defaults={typed}
                takeFocus={switched}
                onRegisterInstead={(values) => switchTo(false, values)}
                onDone={done}
              />
            </Suspense>
          ) : (
            <EventRegistrationForm
              event={event}
              defaults={typed}
              onFull={(values) => switchTo(true, values)}
              onDone={done}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
