export const SUCCESS_STORIES = [
  {
    name: 'Tamu Logistics',
    person: 'Wanjiru Mwangi, Founder',
    story:
      'Started on a single hot desk in 2024 coordinating cargo from the SGR terminus. Met their first investor at a hub pitch night and now run a team of nine from a private office.',
    result: 'From 1 desk to 9 staff',
  },
  {
    name: 'ShambaPay',
    person: 'Kevin Mutua, Co-founder',
    story:
      'Built their M-Pesa powered farm-input payment app in our quiet zone, tested it with farmers from Machakos and closed a seed round with introductions from fellow members.',
    result: 'Seed round closed',
  },
  {
    name: 'Njeri & Co. Accountants',
    person: 'Grace Njeri, Principal',
    story:
      'Moved from working at home to a Flexible plan to meet clients professionally. Three members became clients in her first month, and she now hosts our KRA tax clinics.',
    result: '40+ clients served',
  },
];

export const PERKS = [
  { title: 'Members-only events', text: 'Mixers, lunch-and-learns and socials every month, free for members.' },
  { title: 'Members directory', text: 'Find a designer, developer or accountant a few desks away.' },
  { title: 'Mentorship hours', text: 'Book time with experienced founders, lawyers and finance professionals.' },
  { title: 'Guest passes', text: 'Bring collaborators and clients in: full-time members get 5 guest passes a month.' },
  { title: 'Showcase your work', text: 'Feature in our newsletter and on our social channels.' },
  { title: 'Member rates', text: 'Discounted meeting rooms and event hall bookings for members.' },
];

export const PARTNER_DISCOUNTS = [
  { partner: 'Local cloud hosting partner', offer: '20% off the first year of hosting and domains' },
  { partner: 'Business registration & legal desk', offer: 'Free first consultation and 15% off company registration' },
  { partner: 'Syokimau cafés and caterers', offer: '10% off lunches and event catering delivered to the hub' },
  { partner: 'Accounting software partner', offer: '3 months free on invoicing and eTIMS-ready bookkeeping' },
];
