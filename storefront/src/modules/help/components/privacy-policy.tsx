import { CONSENT_CHANNELS, CONSENT_WORDING, RETENTION_RULES } from '@coworking/domain';
import { Link } from '../../../app/router';
import { SITE } from '../../../app/site-config';
import { LegalDocument, type LegalSection } from './legal-document';
import { CONSENT_TITLES, KEPT_FOR_TAX, TAX_RECORD_YEARS } from '../../privacy/privacy-text';
import { POLICY } from '../policy-figures';

const LINK = 'text-brand-700 underline';

const mail = (
  <a href={`mailto:${SITE.email}`} className="text-brand-700 underline">
    {SITE.email}
  </a>
);

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    body: (
      <p>
        {SITE.name} ("we", "us") runs the coworking space at {SITE.address.full} and this website. We are the data
        controller for the personal data described here and handle it in line with the Kenya Data Protection Act, 2019.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What We Collect',
    body: (
      <>
        <p>We only collect what we need to serve you:</p>
        <ul>
          <li>
            Contact details you give us: name, e-mail address and phone number, through our contact, booking,
            membership, careers and newsletter forms.
          </li>
          <li>Booking and membership records: the spaces, dates and plans you choose, and their payment status.</li>
          <li>Job applications: your cover letter and the CV link you share.</li>
          <li>At the premises: access card logs and CCTV footage in common areas, for everyone's safety.</li>
        </ul>
        <p>
          Card and M-Pesa payments are processed by our payment provider, Paystack. We never see or store your full card
          number or M-Pesa PIN.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How We Use Your Data',
    body: (
      <ul>
        <li>To confirm and manage your bookings and membership, and to send receipts and reminders.</li>
        <li>To answer your messages and job applications.</li>
        <li>To send our newsletter, only if you subscribed; every newsletter has a way to unsubscribe.</li>
        <li>To keep the space and our members safe, and to meet our legal, tax and accounting obligations.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who We Share It With',
    body: (
      <p>
        We do not sell your data. We share it only with service providers who help us run the business (payment
        processing, e-mail delivery and hosting), under contracts that require them to protect it, and with authorities
        where the law requires.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        Our public website sets no tracking or advertising cookies. A session cookie is used only when staff sign in to
        the administration area. Our payment provider may set cookies needed to process a payment securely.
      </p>
    ),
  },
  {
    id: 'consent',
    title: 'What You Agree To',
    body: (
      <>
        <p>
          We send text messages, the newsletter and news of offers and events only to people who ticked the box for
          each, and we keep a record of when, where and in which words they agreed. These are the words beside each box:
        </p>
        <ul>
          {CONSENT_CHANNELS.map((channel) => (
            <li key={channel}>
              <strong>{CONSENT_TITLES[channel]}:</strong> "{CONSENT_WORDING[channel]}"
            </li>
          ))}
        </ul>
        <p>
          You can withdraw any of them at any time, and it takes effect at once on every channel: in the member portal
          under "Your data", from the unsubscribe link in every newsletter, or by writing to {mail}.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How Long We Keep Your Data',
    body: (
      <>
        <p>
          Records are kept only as long as this table says; a scheduled clean-up deletes or anonymises them after that.
        </p>
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">How long we keep each kind of record</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Record
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Kept for
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Why
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {RETENTION_RULES.map((rule) => (
                <tr key={rule.key}>
                  <th scope="row" className="px-4 py-3 align-top font-medium text-slate-900">
                    {rule.record}
                  </th>
                  <td className="px-4 py-3 align-top whitespace-nowrap">{rule.keptFor}</td>
                  <td className="px-4 py-3 align-top">{rule.why}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Payment records are kept for {TAX_RECORD_YEARS} years, as Kenyan tax law requires, even when you ask us to
          erase your data; we then keep only the {KEPT_FOR_TAX.join(', ')}, with your name, e-mail and phone removed.
          Your account, bookings and membership are kept while you use them. Data is stored on secured systems, and
          access is limited to staff who need it.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>
          Under the Data Protection Act 2019 you may get a copy of the personal data we hold about you, have it
          corrected or erased, object to its use and withdraw any consent you gave. You can do most of this yourself:
        </p>
        <ul>
          <li>
            Members: in the{' '}
            <Link to="/member-portal" className={LINK}>
              member portal
            </Link>
            , under "Your data", download your data (as JSON or as spreadsheet files), change what we may send you, or
            ask us to erase your data.
          </li>
          <li>
            Anyone who booked: the manage link in your booking confirmation e-mail opens your booking, with the same
            download and erasure.
          </li>
          <li>
            Everyone else:{' '}
            <Link to="/privacy/request" className={LINK}>
              ask for your data or its erasure
            </Link>{' '}
            and we e-mail you a link.
          </li>
        </ul>
        <p>
          You can also write to {mail}. We answer privacy requests within {POLICY.privacyResponseDays} days. If you are
          not satisfied, you may complain to the Office of the Data Protection Commissioner (ODPC) of Kenya.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We will post any change on this page with a new "last updated" date, and tell members by e-mail about important
        changes. See also our{' '}
        <Link to="/terms" className={LINK}>
          Terms of Service
        </Link>
        .
      </p>
    ),
  },
];

/** The privacy policy (its page loads it on first use, see privacy-page.tsx). */
export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={`How ${SITE.name} collects, uses and protects your personal data.`}
      sections={SECTIONS}
    />
  );
}
