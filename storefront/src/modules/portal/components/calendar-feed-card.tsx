import { Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../api/client';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TextField } from '../../../ui/form-field';
import { Card } from '../../../ui/layout';
import { type Outcome, OutcomeNotice } from '../../../ui/outcome-notice';
import { useCalendarFeed, useNewCalendarFeed } from '../hooks/use-member-actions';

/**
 * The member's private calendar feed: an address to subscribe to in a calendar app (bookings, guests and renewal
 * dates keep themselves up to date there), Copy, and a new address for when the old one was shared by mistake.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const renew = useNewCalendarFeed();
  const [outcome, setOutcome] = useState<Outcome>();
  const [renewed, setRenewed] = useState(0);
  const field = useRef<HTMLDivElement>(null);
  // After a new link is made, focus goes to it (the confirmation is closed), ready to copy.
  useEffect(() => {
    if (renewed) field.current?.querySelector('input')?.focus();
  }, [renewed]);

  async function copy(url: string) {
    setOutcome(undefined);
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({
        tone: 'success',
        message: 'The link is copied. Paste it where your calendar app adds a calendar by URL.',
      });
    } catch {
      setOutcome({ tone: 'error', message: 'The link could not be copied: select it and copy it by hand.' });
    }
  }

  return (
    <Card className="max-w-2xl p-5 sm:p-6">
      <h2 className="text-lg font-semibold">Calendar feed</h2>
      <p className="mt-1 text-sm text-slate-600">
        Subscribe to this private link in Google Calendar, Outlook or Apple Calendar to see your bookings, your guests'
        visits and your renewal date there, kept up to date. Anyone with the link can see them, so keep it to yourself.
      </p>
      {feed.isPending ? (
        <p role="status" className="mt-4 text-slate-600">
          Loading your calendar link...
        </p>
      ) : feed.isError ? (
        <div className="mt-4">
          <p role="alert" className="text-sm font-medium text-red-800">
            Your calendar link could not be loaded. Please check your connection and try again.
          </p>
          <Button variant="outline" className="mt-3" onClick={() => void feed.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <div ref={field} className="mt-4 space-y-4">
          <TextField
            label="Calendar feed link"
            value={feed.data.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            className="bg-slate-50 font-mono text-sm text-slate-700"
          />
          <OutcomeNotice outcome={outcome} size="card" />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="outline" onClick={() => void copy(feed.data.url)}>
              <Copy aria-hidden="true" className="size-4" /> Copy link
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" className="border border-slate-300">
                  Make a new link
                </Button>
              }
              title="Make a new calendar link?"
              description="The current link stops working at once: calendars subscribed to it stop updating. Add the new link to your calendar app afterwards."
              cancelLabel="Keep this link"
              confirmLabel="Yes, make a new link"
              busyLabel="Making a new link..."
              busy={renew.isPending}
              onConfirm={({ settle, fail }) =>
                renew.mutate(undefined, {
                  onSuccess: () => {
                    settle();
                    setRenewed((count) => count + 1);
                    setOutcome({
                      tone: 'success',
                      message:
                        'Your new calendar link is ready; the old one no longer works. Add the new one to your calendar app.',
                    });
                  },
                  onError: (error) =>
                    fail(messageOf(error, 'A new link could not be made. Please check your connection and try again.')),
                })
              }
            />
          </div>
        </div>
      )}
    </Card>
  );
}
