/** The static parts of the home page: plans preview and testimonials (spec section 3 shapes, section 9 figures). */

export interface HomePlan {
  id: 'virtual' | 'flexible' | 'full-time';
  name: string;
  description: string;
  /** KES per month, the regular price; a featured promotion may take some off (featured-promotion.ts). */
  price: number;
  period: 'month';
  popular: boolean;
  features: string[];
  buttonText: string;
}

export const HOME_PLANS: HomePlan[] = [
  {
    id: 'virtual',
    name: 'Virtual',
    description: 'A professional Syokimau business address and front desk for teams that work mostly on the road.',
    price: 7000,
    period: 'month',
    popular: false,
    features: ['1 day hot desk access', 'Business address', 'Mail handling', 'Virtual receptionist'],
    buttonText: 'Go Virtual',
  },
  {
    id: 'flexible',
    name: 'Flexible',
    description:
      'Come in when it suits you: ideal for freelancers and hybrid workers who want a few office days a week.',
    price: 15000,
    period: 'month',
    popular: true,
    features: ['12 days hot desk access', 'Meeting room hours', 'All amenities', 'Community events'],
    buttonText: 'Choose Flexible',
  },
  {
    id: 'full-time',
    name: 'Full-Time Hot Desk',
    description: 'Your everyday office along Mombasa Road, open around the clock, with space to keep your things.',
    price: 18000,
    period: 'month',
    popular: false,
    features: ['Unlimited hot desk access', '24/7 access', 'Personal storage', 'Meeting room hours'],
    buttonText: 'Go Full-Time',
  },
];

export interface Testimonial {
  id: number;
  name: string;
  role: string;
  content: string;
  /** Out of 5. */
  rating: number;
  avatar: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    name: 'Wanjiru Mwangi',
    role: 'Founder, Tamu Logistics',
    content:
      'Moving our team from a CBD office to Syokimau gave us back two hours a day of traffic. The internet never drops, and clients find us easily right off Mombasa Road.',
    rating: 5,
    avatar: 'W',
  },
  {
    id: 2,
    name: 'Brian Otieno',
    role: 'Freelance Software Developer',
    content:
      'I tried working from home and from cafés for a year. Here I have backup power, a quiet corner for deep work and people to bounce ideas off at lunch. My output has doubled.',
    rating: 5,
    avatar: 'B',
  },
  {
    id: 3,
    name: 'Achieng Odhiambo',
    role: 'Regional Sales Lead, remote for a Dubai firm',
    content:
      'Being ten minutes from JKIA is perfect for my travel schedule. I book the meeting room for client calls and the phone booths are a lifesaver for early video meetings.',
    rating: 5,
    avatar: 'A',
  },
  {
    id: 4,
    name: 'Kevin Mutua',
    role: 'Co-founder, ShambaPay',
    content:
      'We started on two hot desks and now rent a team office. The pitch nights introduced us to our first angel investor, and the staff sorted our business address and mail from day one.',
    rating: 5,
    avatar: 'K',
  },
  {
    id: 5,
    name: 'Grace Njeri',
    role: 'Chartered Accountant',
    content:
      'Paying by M-Pesa and switching plans as my workload changes is so simple. I meet clients in a professional space without the cost of leasing my own office.',
    rating: 4,
    avatar: 'G',
  },
];
