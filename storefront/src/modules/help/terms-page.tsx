import { Link } from '../../app/router';
import { SITE } from '../../app/site-config';
import { LegalDocument, type LegalSection } from './components/legal-document';
import { PAYMENT_METHODS, POLICY } from './policy-figures';

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement',
    body: (
      <p>
        These terms apply to every booking, membership and visit to {SITE.name} at {SITE.address.full}, and to the use
        of this website. By booking, subscribing or using the space you accept them.
      </p>
    ),
  },
  {
    id: 'memberships-and-bookings',
    title: 'Memberships and Bookings',
    body: (
      <ul>
        <li>A booking is confirmed once it is paid (or, for a free tour, once we confirm it by e-mail).</li>
        <li>
          Memberships run month to month from their start date and renew until cancelled. Plan changes take effect at
          the next billing cycle, and there is no setup fee.
        </li>
        <li>
          Hourly bookings can be cancelled up to {POLICY.bookingCancellationHours} hours before they start, and day
          passes up to {POLICY.dayPassCancellationHours} hours before the day.
        </li>
        <li>Monthly memberships are cancelled with {POLICY.membershipNoticeDays} days' written notice.</li>
      </ul>
    ),
  },
  {
    id: 'payments',
    title: 'Payments and Late Payment',
    body: (
      <>
        <p>Prices are in Kenya Shillings (KES). We accept {PAYMENT_METHODS}. Membership fees are payable in advance.</p>
        <p>
          Amounts not paid by their due date attract a late penalty of {POLICY.latePenaltyPercent}% per month, and we
          may suspend access until the account is settled.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <p>
        Cancellations made within the notice periods above are refunded in full. Approved refunds are paid to the
        original payment method within {POLICY.refundBusinessDays} business days. Unused days or hours of a membership
        are not refunded.
      </p>
    ),
  },
  {
    id: 'access-cards',
    title: 'Access Cards and Guests',
    body: (
      <ul>
        <li>Access cards remain our property, are personal and must not be shared.</li>
        <li>
          When a membership ends, access cards must be returned within {POLICY.accessCardReturnDays} days; unreturned or
          lost cards are charged at replacement cost.
        </li>
        <li>
          Members are responsible for their guests. Full-time members receive {POLICY.guestPassesPerMonth} guest passes
          per month.
        </li>
      </ul>
    ),
  },
  {
    id: 'house-rules',
    title: 'House Rules',
    body: (
      <ul>
        <li>Respect other members: keep calls to phone booths and meeting rooms, and keep shared areas tidy.</li>
        <li>No illegal, offensive or hazardous activity, and no use of the network for unlawful purposes.</li>
        <li>Take care of furniture and equipment; damage beyond normal wear may be charged.</li>
      </ul>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        We take care to keep the space secure, but we are not responsible for personal belongings left unattended.
        Nothing in these terms limits liability that cannot be limited under Kenyan law.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        We handle personal data as described in our{' '}
        <Link to="/privacy" className="text-brand-700 underline">
          Privacy Policy
        </Link>
        , and answer privacy requests within {POLICY.privacyResponseDays} days.
      </p>
    ),
  },
  {
    id: 'changes-and-law',
    title: 'Changes and Governing Law',
    body: (
      <p>
        We may update these terms and will give members notice by e-mail before important changes take effect. These
        terms are governed by the laws of Kenya. Questions? Write to{' '}
        <a href={`mailto:${SITE.email}`} className="text-brand-700 underline">
          {SITE.email}
        </a>
        .
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={`The terms for memberships, bookings, payments and use of ${SITE.name}.`}
      sections={SECTIONS}
    />
  );
}
