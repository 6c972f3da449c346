import { formatMembershipDate } from '@coworking/domain';

/** What a customer or member reads when a move of their booking is refused, in words they can act on. */
export const RESCHEDULE_MESSAGES = {
  cancelled: 'This booking is cancelled, so it cannot be moved. Please book again instead.',
  unpaid: 'This booking is waiting for payment: complete the payment first, then move it if you need to.',
  tour: 'A tour cannot be moved online: cancel it and request another time instead.',
  spaceGone: 'The space of this booking is no longer offered, so it cannot be moved online. Please contact us.',
  spaceUnavailable: (space: string) =>
    `${space} is not available for booking right now, so this booking cannot be moved online. Please contact us.`,
  monthly: 'Monthly access cannot be moved online. Please contact us to change its start date.',
  severalDates:
    'This booking covers several dates, so it cannot be moved online as a whole. Please contact us to change one of its dates.',
  closed: (deadline: string) =>
    `This booking can no longer be moved online: the deadline was ${deadline}. Please contact us if your plans changed.`,
  timeNeeded: 'Please choose the new start time as well as the date.',
  slotDoesNotFit: (lastStart: string) =>
    `Your booking has several slots: starting there, its later slots would begin after ${lastStart}, the last start that day. Please choose an earlier start time.`,
  sameSlot: 'Your booking is already on that date and time. Choose another date or time to move it.',
  outsideAllowancePeriod: (periodStart: string, periodEnd: string) =>
    `This booking uses your membership's allowance for ${formatMembershipDate(periodStart)} to ${formatMembershipDate(periodEnd)}, so it can only move to a date in that period. Cancel it and book the new date instead.`,
  allowancePeriodOver:
    "This booking uses an earlier period of your membership's allowance, so it cannot be moved. Cancel it and book the new date instead.",
} as const;
