import { Link } from '../../app/router';
import { SITE } from '../../app/site-config';
import { LegalDocument, type LegalSection } from './components/legal-document';
import { POLICY } from './policy-figures';

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
    id: 'retention-and-security',
    title: 'Retention and Security',
    body: (
      <p>
        We keep booking, payment and membership records for as long as the law requires for tax and accounting, contact
        messages and job applications for up to two years, and CCTV footage for a short period unless an incident needs
        it. Data is stored on secured systems, and access is limited to staff who need it.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>
          You may ask to see the personal data we hold about you, to correct or delete it, to object to its use or to
          receive a copy in a portable format. You can unsubscribe from the newsletter at any time.
        </p>
        <p>
          Send your request to {mail}. We answer privacy requests within {POLICY.privacyResponseDays} days. If you are
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
        <Link to="/terms" className="text-brand-700 underline">
          Terms of Service
        </Link>
        .
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={`How ${SITE.name} collects, uses and protects your personal data.`}
      sections={SECTIONS}
    />
  );
}
