import { toCents } from '@coworking/domain';
import { type PeriodOrder } from '../../payment/renewals/period-payments.service.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';

/** What one period of a membership costs and who pays it: the plan's price now, the member's invoice details. */
export function periodOrder(booking: PlanBooking, reference: string, periodNumber: number): PeriodOrder {
  return {
    reference,
    planBookingId: booking.id,
    periodNumber,
    amountCents: toCents(booking.plan.price),
    email: booking.contact.email,
    customerName: `${booking.contact.firstName} ${booking.contact.lastName}`.trim(),
    companyName: booking.user?.companyName ?? null,
    kraPin: booking.user?.kraPin ?? null,
  };
}
