import { Switch } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form-field';
import { Card } from '../../../ui/layout';
import { toast } from '../../../ui/toast';
import { SAMPLE_MEMBER } from '../sample-member';

const NOTIFICATIONS = [
  { key: 'events', label: 'Event notifications', hint: 'New events and reminders for the ones you registered for.' },
  { key: 'bookings', label: 'Booking reminders', hint: 'A reminder the day before each booking.' },
  { key: 'newsletter', label: 'Newsletter', hint: 'Community news and offers, once or twice a month.' },
] as const;

export function SettingsTab() {
  function save(event: FormEvent) {
    event.preventDefault();
    // The preview keeps no data: say so rather than pretend the change was saved.
    toast({
      title: 'Coming Soon',
      description: 'Saving your profile arrives with the full portal. To update your details now, contact our team.',
    });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <h2 className="text-lg font-semibold">Profile</h2>
        <form onSubmit={save} aria-label="Profile" className="mt-5 space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="First Name"
              name="firstName"
              autoComplete="given-name"
              defaultValue={SAMPLE_MEMBER.firstName}
            />
            <TextField
              label="Last Name"
              name="lastName"
              autoComplete="family-name"
              defaultValue={SAMPLE_MEMBER.lastName}
            />
          </div>
          <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={SAMPLE_MEMBER.email} />
          <TextField label="Phone" name="phone" type="tel" autoComplete="tel" defaultValue={SAMPLE_MEMBER.phone} />
          <Button type="submit">Save Changes</Button>
        </form>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold">Notifications</h2>
        <ul className="mt-5 space-y-5">
          {NOTIFICATIONS.map((notification) => (
            <li key={notification.key}>
              <Toggle label={notification.label} hint={notification.hint} />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

function Toggle({ label, hint }: { label: string; hint: string }) {
  const [on, setOn] = useState(true);
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={on}
        onCheckedChange={setOn}
        aria-describedby={`${id}-hint`}
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=checked]:bg-brand-700"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
