import { toCents } from '@coworking/domain';
import { type PeriodOrder } from '../../payment/renewals/period-payments.service.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';

/**
 * How many people period `periodNumber` of a membership is for: one, or a team's seats (from the next period on,
 * the number its billing contact chose to keep).
 */
export function seatsForPeriod(booking: PlanBooking, periodNumber: number): number {
  return periodNumber > booking.periodNumber ? (booking.seatsNextPeriod ?? booking.seats) : booking.seats;
}

/**
 * What one period of a membership costs and who pays it: the plan's price now for each seat, invoiced to the
 * company of a team membership (its name and KRA PIN), else to the member's own invoice details.
 */
export function periodOrder(booking: PlanBooking, reference: string, periodNumber: number): PeriodOrder {
  const company = booking.company;
  return {
    reference,
    planBookingId: booking.id,
    periodNumber,
    amountCents: toCents(booking.plan.price) * seatsForPeriod(booking, periodNumber),
    // A company's receipts go to its billing e-mail.
    email: company ? company.billingEmail : booking.contact.email,
    customerName: `${booking.contact.firstName} ${booking.contact.lastName}`.trim(),
    companyName: company ? company.name : (booking.user?.companyName ?? null),
    kraPin: company ? company.kraPin : (booking.user?.kraPin ?? null),
  };
}
