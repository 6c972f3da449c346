import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from '../../app/router';
import { Card, PageHero, Section } from '../../ui/layout';
import { loadOnUse } from '../../ui/load-on-use';
import { privacyLinkToken } from './privacy-link';

// The form is in the prerendered page; its code (and the proof of work's) loads when the visitor first reaches for it.
const PrivacyRequestForm = loadOnUse(
  async () => (await import('./components/privacy-request-form')).PrivacyRequestForm,
);
// Opened from the e-mailed link: the download and erasure actions load then.
const DataRights = lazy(async () => ({ default: (await import('./components/data-rights')).DataRights }));

const LINK = 'font-semibold text-brand-800 underline underline-offset-2';

/**
 * `/privacy/request`: anyone may ask for a copy of their data or its erasure. The form e-mails a link to the address
 * given (if we hold data for it); the link opens this page with its token in the fragment (`#<token>`), which no
 * server or Referer ever sees, and the page then offers the download and the erasure for that token.
 */
export default function PrivacyRequestPage() {
  const token = useLinkToken();
  return (
    <>
      <PageHero
        title="Your Data Rights"
        intro="Get a copy of the personal data we hold about you, or ask us to erase it, as the Data Protection Act 2019 allows."
      />
      <Section tone="muted">
        <div className="mx-auto max-w-3xl space-y-6">
          {token ? (
            <Card>
              <h2 className="text-xl font-bold">Your data</h2>
              <p className="mt-3 text-slate-700">
                This page was opened from the link we e-mailed you. Anyone with the link can use it, so do not share it.
              </p>
              <div className="mt-5">
                <Suspense fallback={<p className="text-slate-600">Loading...</p>}>
                  <DataRights subject={{ kind: 'signed', token }} eraseLabel="Erase my data" />
                </Suspense>
              </div>
            </Card>
          ) : (
            <Card>
              <h2 className="text-xl font-bold">Ask for your data</h2>
              <p className="mt-3 text-slate-700">
                Tell us your e-mail address and what you would like. We e-mail a link to that address, so only its owner
                can see or erase the data.
              </p>
              <div className="mt-5">
                <PrivacyRequestForm />
              </div>
            </Card>
          )}
          <Card>
            <h2 className="text-xl font-bold">Other ways</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              <li>
                Members can do this at once in the{' '}
                <Link to="/member-portal" className={LINK}>
                  member portal
                </Link>
                , under "Your data", and choose there which messages we may send them.
              </li>
              <li>The link in your booking confirmation e-mail opens your booking, with the same choices.</li>
              <li>
                How long we keep each record, and why, is in our{' '}
                <Link to="/privacy" className={LINK}>
                  privacy policy
                </Link>
                .
              </li>
            </ul>
          </Card>
        </div>
      </Section>
    </>
  );
}

/** The e-mailed link's token, read from the address once the page runs in the browser (and when it changes). */
function useLinkToken(): string | undefined {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    const read = () => setToken(privacyLinkToken(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return token;
}
