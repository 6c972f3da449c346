import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type RefObject } from 'react';
import { SITE } from '../../../app/site-config';
import { formatVenueDate } from '../../../ui/format';
import { type EventItem } from '../hooks/use-events';
import { EventRegistrationForm } from './event-registration-form';
import { admissionText } from './registration-form';

interface EventRegistrationDialogProps {
  event: EventItem;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The Register button: focus goes back to it when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** An event's registration dialog (a bottom sheet on phones), loaded when its Register button is first wanted. */
export default function EventRegistrationDialog({ event, open, onOpenChange, trigger }: EventRegistrationDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
          <EventRegistrationForm event={event} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
