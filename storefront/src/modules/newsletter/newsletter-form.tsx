import { type FormEvent, useId, useState } from 'react';
import { PROOF_OF_WORK_HEADER, useProofOfWork } from '../../api/proof-of-work';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { toast } from '../../ui/toast';

// The home form also checks the format (no spaces, something@something.tld); the footer only checks emptiness.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface NewsletterFormProps {
  variant: 'footer' | 'home';
}

export function NewsletterForm({ variant }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const id = useId();
  const [busy, setBusy] = useState(false);
  // This form is on every page: its proof of work starts when someone begins to use it, not on every page view.
  const proofOfWork = useProofOfWork({ solveAhead: false });

  // A plain request rather than a TanStack mutation: this form sits on every page, including the light home page.
  async function subscribe(address: string) {
    setBusy(true);
    try {
      // The API client loads on the first submit: this form is on every page and most visitors never use it.
      const { api, unwrap } = await import('../../api/client');
      await unwrap(
        api.POST('/api/newsletter', {
          body: { email: address },
          params: { header: { [PROOF_OF_WORK_HEADER]: await proofOfWork.take() } },
        }),
      );
      setEmail('');
      toast({
        title: 'Subscribed Successfully!',
        description:
          variant === 'home'
            ? "Thank you for subscribing to our newsletter. You'll receive updates on events, new features, and community highlights."
            : 'Thank you for subscribing to our newsletter.',
      });
    } catch {
      toast({
        title: 'Subscription Failed',
        description: 'There was an error subscribing to our newsletter. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address)
      return toast({ title: 'Email Required', description: 'Please enter your email address', variant: 'destructive' });
    if (variant === 'home' && !EMAIL_FORMAT.test(address)) {
      return toast({
        title: 'Invalid Email',
        description: 'Please enter a valid email address',
        variant: 'destructive',
      });
    }
    void subscribe(address);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className={cx('flex gap-2', variant === 'home' ? 'flex-col sm:flex-row' : 'flex-col')}
      aria-label="Newsletter signup"
    >
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        placeholder="Enter your email"
        value={email}
        disabled={busy}
        onFocus={proofOfWork.prepare}
        onChange={(event) => setEmail(event.target.value)}
        className={cx(
          'h-11 min-w-0 flex-1 rounded-lg border px-3 text-base placeholder:text-slate-500 disabled:opacity-70',
          variant === 'footer'
            ? 'border-slate-600 bg-slate-800 text-white'
            : 'border-slate-300 bg-white text-slate-900',
        )}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </form>
  );
}
