import { Card } from '../../../ui/layout';
import { type ManagedBooking } from '../manage-booking-text';

/**
 * The code the front desk checks the visitor in by, as text to read out or type and as a QR code to scan. It grants
 * nothing but check-in, so it is shown as it is.
 */
export function CheckInCard({ checkIn }: { checkIn: NonNullable<ManagedBooking['checkIn']> }) {
  return (
    <Card>
      <h2 className="text-xl font-bold">Check in at the front desk</h2>
      <div className="mt-4 flex flex-col items-start gap-5 sm:flex-row sm:items-center">
        <img
          src={checkIn.qrDataUrl}
          alt={`QR code of check-in code ${checkIn.code}`}
          width={160}
          height={160}
          className="size-40 shrink-0 rounded-lg border border-slate-200 bg-white p-2"
        />
        <dl>
          <dt className="text-sm text-slate-600">Check-in code</dt>
          <dd className="mt-1 font-mono text-3xl font-bold tracking-widest text-slate-900">{checkIn.code}</dd>
          <dd className="mt-2 text-sm text-slate-600">
            Show the QR code or tell the front desk this code when you arrive.
          </dd>
        </dl>
      </div>
    </Card>
  );
}
