import { CalendarCheck, FileText, UserCog } from 'lucide-react';
import { ButtonLink } from '../../ui/button';
import { type IconCardItem, IconCards } from '../../ui/icon-cards';
import { PageHero, Section } from '../../ui/layout';

const COMING: IconCardItem[] = [
  { icon: CalendarCheck, title: 'Your bookings', text: 'See, reschedule and cancel desk and meeting room bookings.' },
  { icon: FileText, title: 'Invoices and receipts', text: 'Download receipts for every M-Pesa and card payment.' },
  { icon: UserCog, title: 'Your details', text: 'Update your contact details and notification preferences.' },
];

export default function UserPortalPage() {
  return (
    <>
      <PageHero
        title="User Portal"
        intro="Self-service for members is on its way: manage bookings, payments and your details online, any time."
      />
      <Section title="What You Will Be Able to Do">
        <IconCards items={COMING} />
        <div className="mt-10 rounded-2xl bg-slate-50 p-6 sm:p-8">
          <h2 className="text-xl font-bold">In the Meantime</h2>
          <p className="mt-2 max-w-2xl text-slate-600">
            Take a look at the member portal preview, or contact our team for anything about your bookings, invoices or
            membership. We reply within 24 hours.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/member-portal">Preview the Member Portal</ButtonLink>
            <ButtonLink to="/contact" variant="outline">
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
