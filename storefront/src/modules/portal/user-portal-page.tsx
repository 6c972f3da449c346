import { CalendarCheck, FileText, UserCog } from 'lucide-react';
import { ButtonLink } from '../../ui/button';
import { Card, PageHero, Section } from '../../ui/layout';

const COMING = [
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
        <ul className="grid gap-6 md:grid-cols-3">
          {COMING.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <Icon aria-hidden="true" className="size-7 text-brand-700" />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-1 text-slate-600">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
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
