import { CalendarCheck, FileText, UserCog } from 'lucide-react';
import { ButtonLink } from '../../ui/button';
import { type IconCardItem, IconCards } from '../../ui/icon-cards';
import { PageHero, Section } from '../../ui/layout';

const FEATURES: IconCardItem[] = [
  {
    icon: CalendarCheck,
    title: 'Your bookings',
    text: 'See your upcoming and past bookings and open any to manage it.',
  },
  { icon: FileText, title: 'Receipts and credit notes', text: 'Download a PDF of every M-Pesa and card payment.' },
  {
    icon: UserCog,
    title: 'Your membership and details',
    text: 'See your next charge, cancel or resume renewal, and update your details.',
  },
];

export default function UserPortalPage() {
  return (
    <>
      <PageHero
        title="User Portal"
        intro="Members manage their membership, bookings, receipts and details online, any time, in the Member Portal."
      />
      <Section title="What You Can Do">
        <IconCards items={FEATURES} />
        <div className="mt-10 rounded-2xl bg-slate-50 p-6 sm:p-8">
          <h2 className="text-xl font-bold">Sign In With Your E-mail</h2>
          <p className="mt-2 max-w-2xl text-slate-600">
            Open the Member Portal and enter the e-mail you paid with: we send you a link that signs you in, no password
            needed. For anything else, contact our team. We reply within 24 hours.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/member-portal">Open the Member Portal</ButtonLink>
            <ButtonLink to="/contact" variant="outline">
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
