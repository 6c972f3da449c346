import { CONSENT_WORDING, type ConsentChannel } from '@coworking/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messageOf } from '../../../api/client';
import { Link } from '../../../app/router';
import { cx } from '../../../ui/cx';
import { Card } from '../../../ui/layout';
import { type Outcome, OutcomeNotice } from '../../../ui/outcome-notice';
import { QueryView } from '../../../ui/query-view';
import { type CallGuard, DataRights } from '../../privacy/components/data-rights';
import { CONSENT_ORDER, CONSENT_TITLES, consentSavedText } from '../../privacy/privacy-text';
import { asMember } from '../hooks/use-member-portal';
import { type MemberPrivacy, useMemberPrivacy, useRememberErasureRequest, useSaveConsent } from './use-member-privacy';

/**
 * The portal's "Your data" section, below the profile in Settings: the member's consents as switches (each saved as
 * it is pressed), a copy of their data, and erasure. Its code loads with the Settings tab, never with the portal's
 * first paint.
 */
export function YourDataSection() {
  const privacy = useMemberPrivacy();
  return (
    <QueryView
      query={privacy}
      loadingLabel="Loading your data choices"
      errorTitle="Your data choices could not be loaded"
    >
      {(data) => <YourData privacy={data} />}
    </QueryView>
  );
}

function YourData({ privacy }: { privacy: MemberPrivacy }) {
  const client = useQueryClient();
  const guard: CallGuard = (call) => asMember(client, call);
  const remember = useRememberErasureRequest();
  return (
    <div id="your-data" className="space-y-6">
      <Card className="max-w-2xl p-5 sm:p-6">
        <h2 className="text-lg font-semibold">What we may send you</h2>
        <p className="mt-1 text-sm text-slate-600">
          Each choice is saved as soon as you change it and takes effect at once. Receipts and messages about your own
          bookings and membership still come by e-mail.
        </p>
        <ConsentSwitches consents={privacy.consents} />
      </Card>
      <Card className="max-w-2xl p-5 sm:p-6">
        <h2 className="text-lg font-semibold">Your data</h2>
        <p className="mt-1 text-sm text-slate-600">
          The Data Protection Act gives you the right to a copy of your data and to have it erased. Read how long we
          keep each record in our{' '}
          <Link to="/privacy" className="font-semibold text-brand-800 underline underline-offset-2">
            privacy policy
          </Link>
          .
        </p>
        <div className="mt-5">
          <DataRights
            subject={{ kind: 'member' }}
            guard={guard}
            eraseLabel="Ask us to erase my data"
            existing={privacy.erasureRequest}
            onErasureRequested={remember}
          />
        </div>
      </Card>
    </div>
  );
}

function ConsentSwitches({ consents }: { consents: MemberPrivacy['consents'] }) {
  const save = useSaveConsent();
  const [outcome, setOutcome] = useState<Outcome>();
  const [saving, setSaving] = useState<ConsentChannel>();

  function change(channel: ConsentChannel, given: boolean) {
    setOutcome(undefined);
    setSaving(channel);
    const newsletterWasOn = consents.newsletter;
    save.mutate(
      { channel, given },
      {
        onSuccess: (now) =>
          setOutcome({
            tone: 'success',
            message: consentSavedText(channel, given, newsletterWasOn && !now.newsletter),
          }),
        onError: (error) =>
          setOutcome({
            tone: 'error',
            message: messageOf(error, 'Your choice could not be saved. Please check your connection and try again.'),
          }),
        onSettled: () => setSaving(undefined),
      },
    );
  }

  return (
    <>
      <ul className="mt-5 divide-y divide-slate-200">
        {CONSENT_ORDER.map((channel) => (
          <li key={channel} className="py-4 first:pt-0 last:pb-0">
            <ConsentSwitch
              channel={channel}
              given={consents[channel]}
              busy={saving === channel}
              onChange={(given) => change(channel, given)}
            />
          </li>
        ))}
      </ul>
      <OutcomeNotice outcome={outcome} size="card" />
    </>
  );
}

function ConsentSwitch({
  channel,
  given,
  busy,
  onChange,
}: {
  channel: ConsentChannel;
  given: boolean;
  busy: boolean;
  onChange(given: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-medium text-slate-900">
          {CONSENT_TITLES[channel]}
        </p>
        <p id={`${id}-wording`} className="mt-0.5 text-sm text-slate-600">
          {CONSENT_WORDING[channel]}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={given ? 'true' : 'false'}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-wording`}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => onChange(!given)}
        className={cx(
          'relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70',
          given ? 'bg-brand-700' : 'bg-slate-400',
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            given ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
