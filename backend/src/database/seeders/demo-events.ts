import { type EventCategory } from '../../modules/content/entities/event.entity.js';

export interface DemoEvent {
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** e.g. '18:00 - 20:00' */
  time: string;
  /** null = default location (the business name). */
  location: string | null;
  capacity: number;
  /** '0.00' = free */
  price: string;
  category: EventCategory;
  featured: boolean;
}

// ---------------------------------------------------------------------------
// Events (2026-12-01 .. 2027-03-31)
// ---------------------------------------------------------------------------

const EVENT_HALL = 'Amboseli Event Hall, EENS Business Park, Syokimau';

export const demoEvents: DemoEvent[] = [
  {
    title: 'M-Pesa Integration Workshop for Small Businesses',
    description:
      'A hands-on session on accepting M-Pesa payments online: Paybill vs Till numbers, the Daraja API, reconciliation and common pitfalls. Bring your laptop.',
    date: '2026-12-03',
    time: '10:00 - 13:00',
    location: EVENT_HALL,
    capacity: 30,
    price: '1000.00',
    category: 'workshop',
    featured: true,
  },
  {
    title: 'Mombasa Road Founders Mixer',
    description:
      'An evening of introductions for founders, freelancers and professionals working along the Mombasa Road corridor. Light bites and soft drinks provided.',
    date: '2026-12-10',
    time: '18:00 - 20:30',
    location: null,
    capacity: 60,
    price: '0.00',
    category: 'networking',
    featured: true,
  },
  {
    title: 'End-of-Year Members Nyama Choma',
    description:
      'Celebrate the year with fellow members over nyama choma, music and a few games on the grounds of EENS Business Park. Members may bring one guest.',
    date: '2026-12-12',
    time: '13:00 - 18:00',
    location: 'Outdoor grounds, EENS Business Park, Syokimau',
    capacity: 100,
    price: '0.00',
    category: 'social',
    featured: true,
  },
  {
    title: 'KRA iTax and eTIMS Clinic for Freelancers',
    description:
      'A tax practitioner walks through iTax returns, eTIMS invoicing and turnover tax for freelancers and small businesses, followed by a Q&A.',
    date: '2027-01-14',
    time: '10:00 - 12:00',
    location: null,
    capacity: 40,
    price: '0.00',
    category: 'business',
    featured: false,
  },
  {
    title: 'New Year Goal-Setting Breakfast',
    description:
      'Start 2027 with intent: a guided planning session over breakfast to set quarterly goals and find an accountability partner in the community.',
    date: '2027-01-21',
    time: '08:00 - 10:00',
    location: null,
    capacity: 35,
    price: '500.00',
    category: 'networking',
    featured: false,
  },
  {
    title: 'Game Night & Pizza',
    description:
      'Board games, FIFA on the big screen and pizza in the lounge. A relaxed way to meet the people you see at the coffee machine every day.',
    date: '2027-02-06',
    time: '17:30 - 21:00',
    location: null,
    capacity: 50,
    price: '0.00',
    category: 'social',
    featured: false,
  },
  {
    title: 'Digital Marketing on a Shoestring',
    description:
      'Practical tactics for growing a Kenyan small business on WhatsApp Business, Instagram and Google Business Profile without a big ad budget.',
    date: '2027-02-11',
    time: '14:00 - 17:00',
    location: EVENT_HALL,
    capacity: 40,
    price: '1000.00',
    category: 'workshop',
    featured: false,
  },
  {
    title: 'Pitch Night: Meet Nairobi Angel Investors',
    description:
      'Five early-stage startups pitch to a panel of angel investors, followed by feedback and networking. Applications to pitch close two weeks before.',
    date: '2027-02-25',
    time: '18:00 - 21:00',
    location: EVENT_HALL,
    capacity: 80,
    price: '0.00',
    category: 'business',
    featured: true,
  },
  {
    title: 'Women in Tech Coffee Morning',
    description:
      'An informal networking morning for women building careers and companies in technology, with a short talk from a local founder.',
    date: '2027-03-11',
    time: '09:00 - 11:00',
    location: null,
    capacity: 40,
    price: '0.00',
    category: 'networking',
    featured: false,
  },
  {
    title: 'Registering and Growing a Company in Kenya',
    description:
      'From eCitizen business registration and KRA PINs to county permits, NSSF and SHIF: a practical guide for first-time company founders.',
    date: '2027-03-25',
    time: '10:00 - 12:30',
    location: null,
    capacity: 50,
    price: '0.00',
    category: 'business',
    featured: false,
  },
];
