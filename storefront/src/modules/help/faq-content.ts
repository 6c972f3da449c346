import { formatKes } from '@coworking/domain';
import { SITE } from '../../app/site-config';
import { LIST_PRICES as PRICE, PAYMENT_METHODS, POLICY } from './policy-figures';

export interface FaqCategory {
  title: string;
  questions: { question: string; answer: string }[];
}

const hours = `${SITE.hours.map((h) => `${h.days} ${h.opens}-${h.closes}`).join(', ')}, and ${SITE.membersHours}`;

export const FAQ: FaqCategory[] = [
  {
    title: 'Membership & Plans',
    questions: [
      {
        question: 'What membership plans do you offer?',
        answer: `A day pass is ${formatKes(PRICE.dayPass)} per day. The Flexible plan is ${formatKes(PRICE.flexible)} per month for ${PRICE.flexibleDays} days, Full-Time membership is ${formatKes(PRICE.fullTime)} per month, team offices start from ${formatKes(PRICE.teamOfficeFrom)} per month and virtual offices from ${formatKes(PRICE.virtualOfficeFrom)} per month. Limited-time offers on our Membership page may be lower.`,
      },
      {
        question: 'Can I change my plan later?',
        answer:
          'Yes. You can upgrade or downgrade at any time, and the change takes effect at your next billing cycle.',
      },
      {
        question: 'Is there a setup or joining fee?',
        answer: 'No. There is no setup fee: you only pay for your plan or booking.',
      },
      {
        question: 'How do I cancel a monthly membership?',
        answer: `Give us ${POLICY.membershipNoticeDays} days' notice by e-mail to ${SITE.email} or at the front desk. Your access continues until the end of the notice period.`,
      },
      {
        question: 'Can I bring guests?',
        answer: `Full-time members get ${POLICY.guestPassesPerMonth} guest passes per month. Other guests are welcome with a day pass, and clients can always meet you in a booked meeting room.`,
      },
    ],
  },
  {
    title: 'Pricing & Payments',
    questions: [
      {
        question: 'How much does a day pass cost?',
        answer: `${formatKes(PRICE.dayPass)} per day for a hot desk from 9:00 AM to 5:00 PM, with WiFi, coffee and all amenities included.`,
      },
      {
        question: 'Which payment methods do you accept?',
        answer: `We accept ${PAYMENT_METHODS}. Online bookings and memberships are paid securely in KES at checkout.`,
      },
      {
        question: 'What happens if a payment is late?',
        answer: `Membership fees are due in advance. Overdue amounts attract a late penalty of ${POLICY.latePenaltyPercent}% per month, as set out in our Terms of Service.`,
      },
      {
        question: 'How long do refunds take?',
        answer: `Approved refunds are paid back to your original payment method within ${POLICY.refundBusinessDays} business days.`,
      },
    ],
  },
  {
    title: 'Bookings & Cancellations',
    questions: [
      {
        question: 'How do I book a desk or meeting room?',
        answer: `Choose a space on our Spaces page, pick your dates (up to ${POLICY.maxDatesPerBooking} per booking) and times, and pay online with M-Pesa or card. You receive a confirmation e-mail straight away.`,
      },
      {
        question: 'What is your cancellation policy?',
        answer: `Hourly bookings such as meeting rooms can be cancelled up to ${POLICY.bookingCancellationHours} hours before the start time, and day passes up to ${POLICY.dayPassCancellationHours} hours before the day. Monthly memberships need ${POLICY.membershipNoticeDays} days' notice.`,
      },
      {
        question: 'Can I visit before I commit?',
        answer: `Yes. Book a free ${POLICY.tourMinutes}-minute Tour & Consultation and we will show you around and help you choose the right plan. No payment is needed.`,
      },
    ],
  },
  {
    title: 'Facilities & Amenities',
    questions: [
      {
        question: 'What is included in every booking?',
        answer:
          'High-speed WiFi (100+ Mbps) with a backup line, backup power, coffee and tea, printing on request, 24/7 security, tech support and access to our community events.',
      },
      {
        question: 'Is there parking?',
        answer: `Yes. There is secure parking at ${SITE.address.building}, and a reserved parking bay costs ${formatKes(PRICE.parkingMonthly)} per month.`,
      },
      {
        question: 'Can I store my things overnight?',
        answer: `Day lockers are available for ${formatKes(PRICE.dayLocker)} per day. Full-time members get personal storage included.`,
      },
      {
        question: 'Do you have rooms for meetings and events?',
        answer:
          'Yes: meeting rooms for 8 and 12 people with screens and video conferencing, soundproof phone booths, and an event hall for up to 80 guests.',
      },
    ],
  },
  {
    title: 'Location & Access',
    questions: [
      {
        question: 'Where are you located?',
        answer: `${SITE.address.full}. We are a few minutes from JKIA and the SGR Nairobi terminus, with easy access from the Nairobi Expressway.`,
      },
      {
        question: 'What are your opening hours?',
        answer: `We are open ${hours}.`,
      },
      {
        question: 'How do I get there without a car?',
        answer:
          'Matatus along Mombasa Road stop near EENS Business Park, and the Syokimau commuter rail station is a short ride away. Ride-hailing drivers know the business park well.',
      },
      {
        question: 'Is the space secure?',
        answer:
          'Yes. The building has guards around the clock, CCTV in common areas and personal access cards for members.',
      },
    ],
  },
];
