import { centsToKes, formatKes } from '@coworking/domain';
import { FileDown } from 'lucide-react';
import { type ReactNode } from 'react';
import { buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/layout';
import { type ManagedBooking, paymentChannelLabel, refundStatusText, venueInstantText } from '../manage-booking-text';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** What was paid, how and when, the receipt to download, and each refund with where it stands. */
export function PaymentCard({ booking }: { booking: ManagedBooking }) {
  const { payment } = booking;
  return (
    <Card>
      <h2 className="text-xl font-bold">Payment</h2>
      {!payment ? (
        <p className="mt-3 text-slate-700">
          {booking.kind === 'tour'
            ? 'The tour is free: nothing to pay.'
            : booking.includedInMembership
              ? 'Included in your membership: nothing to pay.'
              : 'No payment is recorded for this booking.'}
        </p>
      ) : (
        <>
          <dl className="mt-3 divide-y divide-slate-200 text-sm">
            <Row term="Amount paid">{formatKes(centsToKes(payment.amountCents))}</Row>
            {payment.channel && <Row term="Paid with">{paymentChannelLabel(payment.channel)}</Row>}
            {payment.paidAt && <Row term="Paid on">{venueInstantText(payment.paidAt)}</Row>}
            {payment.receiptNumber && <Row term="Receipt number">{payment.receiptNumber}</Row>}
            <Row term="Payment reference">{payment.reference}</Row>
            {payment.refundedCents > 0 && <Row term="Refunded">{formatKes(centsToKes(payment.refundedCents))}</Row>}
          </dl>
          {payment.receiptUrl && (
            <a href={payment.receiptUrl} className={buttonClasses('outline', 'md', 'mt-4 w-full sm:w-auto')}>
              <FileDown aria-hidden="true" className="size-5" /> Download receipt (PDF)
            </a>
          )}
          {payment.refunds.length > 0 && (
            <>
              <h3 className="mt-6 text-sm font-semibold text-slate-900">Refunds</h3>
              <ul className="mt-2 space-y-3">
                {payment.refunds.map((refund) => (
                  <li key={refund.id} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
                    <p>{refundStatusText(refund)}</p>
                    {refund.creditNoteUrl && (
                      <a
                        href={refund.creditNoteUrl}
                        className="mt-1 inline-flex items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-2"
                      >
                        <FileDown aria-hidden="true" className="size-4" /> Download credit note
                        {refund.creditNoteNumber && ` ${refund.creditNoteNumber}`} (PDF)
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Card>
  );
}
