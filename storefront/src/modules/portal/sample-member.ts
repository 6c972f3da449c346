/** The fixed sample account the Member Portal preview shows to everyone (the spec's portal makes no calls). */
export const SAMPLE_MEMBER = {
  firstName: 'Amina',
  lastName: 'Wanjiku',
  email: 'amina.wanjiku@example.co.ke',
  phone: '+254 722 000 111',
  plan: 'Flexible Membership',
  memberSince: 'March 2025',
  nextBilling: '1 Dec 2026',
  nextBillingAmount: 10500,
  balance: 0,
  daysThisMonth: '12 Days',
};

export const SAMPLE_BOOKINGS = [
  {
    id: 'b1',
    space: 'Tsavo Meeting Room (8 Seats)',
    date: 'Tue, 17 Nov 2026',
    time: '10:00 - 12:00',
    status: 'Confirmed',
  },
  { id: 'b2', space: 'Hot Desk Day Pass', date: 'Mon, 16 Nov 2026', time: 'All Day Access', status: 'Completed' },
  { id: 'b3', space: 'Phone Booth', date: 'Thu, 12 Nov 2026', time: '14:00 - 16:00', status: 'Completed' },
];

export const SAMPLE_EVENTS = [
  { id: 'e1', title: 'M-Pesa Integration Workshop for Small Businesses', date: 'Thu, 3 Dec 2026', registered: true },
  { id: 'e2', title: 'Mombasa Road Founders Mixer', date: 'Thu, 10 Dec 2026', registered: false },
  { id: 'e3', title: 'End-of-Year Members Nyama Choma', date: 'Sat, 12 Dec 2026', registered: true },
];
