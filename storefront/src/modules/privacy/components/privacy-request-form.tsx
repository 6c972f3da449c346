import { EMAIL_PATTERN } from '@coworking/domain';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../../api/client';
import { useProofOfWork } from '../../../api/proof-of-work';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form-field';
import { type Outcome, OutcomeNotice } from '../../../ui/outcome-notice';
import { requestPrivacyLink } from '../privacy-api';
import { PRIVACY_LINK_SENT, PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from '../privacy-text';

/**
 * Asks for a link to one's data by e-mail: the address and what is wanted. The answer never says whether we hold data
 * for the address (only its owner, reading the e-mail, learns that). Sent with a proof of work like the other public
 * forms, solved while the visitor types.
 */
export function PrivacyRequestForm() {
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<PrivacyRequestKind>('export');
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const proofOfWork = useProofOfWork();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    setOutcome(undefined);
    if (!address) return setError('Email is required');
    if (!EMAIL_PATTERN.test(address)) return setError('Please enter a valid email address');
    setError(undefined);
    setBusy(true);
    try {
      await requestPrivacyLink(address, kind, await proofOfWork.take());
      setOutcome({ tone: 'success', message: PRIVACY_LINK_SENT });
    } catch (failure) {
      setOutcome({
        tone: 'error',
        message: messageOf(failure, 'Your request could not be sent. Please check your connection and try again.'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Ask for your data" className="space-y-5">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        error={error}
        hint="The address you booked, subscribed or wrote to us with."
        onChange={(event) => setEmail(event.target.value)}
      />
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-slate-800">What would you like?</legend>
        <div className="space-y-2">
          {PRIVACY_REQUEST_KINDS.map((choice) => (
            <label key={choice.value} className="flex items-center gap-3 text-slate-800">
              <input
                type="radio"
                name="kind"
                value={choice.value}
                checked={kind === choice.value}
                onChange={() => setKind(choice.value)}
                className="size-4 accent-brand-700"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        <Send aria-hidden="true" className="size-5" /> {busy ? 'Sending...' : 'E-mail me a link'}
      </Button>
      <OutcomeNotice outcome={outcome} size="card" />
    </form>
  );
}
