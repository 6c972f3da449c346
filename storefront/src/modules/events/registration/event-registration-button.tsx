import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { SITE } from '../../../app/site-config';
import { buttonClasses } from '../../../ui/button';
import { formatVenueDate } from '../../../ui/format';
import { type EventItem } from '../hooks/use-events';
import { EventRegistrationForm } from './event-registration-form';
import { admissionText } from './registration-form';

/** An event's Register button and the registration dialog it opens (a bottom sheet on phones). */
export function EventRegistrationButton({ event, className }: { event: EventItem; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClasses('primary', 'md', className)}>
        Register<span className="sr-only"> for {event.title}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(40rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7">
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
          <EventRegistrationForm event={event} onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
