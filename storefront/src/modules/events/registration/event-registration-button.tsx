import { Suspense, useRef, useState } from 'react';
import { lazyWithQueries } from '../../../app/lazy-with-queries';
import { buttonClasses } from '../../../ui/button';
import { type EventItem } from '../hooks/use-events';

// The dialog (Radix) and its form (react-hook-form, zod) load when a Register button is first pointed at, focused or
// pressed: the events and community pages list events without paying for them.
// The query client (its mutations) comes with it.
const EventRegistrationDialog = lazyWithQueries(() => import('./event-registration-dialog'));

/**
 * An event's Register button and the registration dialog it opens (a bottom sheet on phones). Once the server has
 * said the event is full, the button says so and the dialog offers the waitlist.
 */
export function EventRegistrationButton({ event, className }: { event: EventItem; className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [full, setFull] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={buttonClasses('primary', 'md', className)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {full ? 'Full — join the waitlist' : 'Register'}
        <span className="sr-only"> for {event.title}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <EventRegistrationDialog
            event={event}
            open={open}
            onOpenChange={setOpen}
            full={full}
            onFullChange={setFull}
            trigger={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
