import { type BillingCycle, type PlanAllowance, type SpaceType } from '@coworking/domain';
import { type BlogCategory } from '../../modules/content/entities/blog-post.entity.js';
import { type EventCategory } from '../../modules/content/entities/event.entity.js';
import { type PlanPeriod } from '../../modules/membership/entities/membership-plan.entity.js';

/**
 * Demo content for Syokimau Coworking Hub (EENS Business Park, Syokimau,
 * along Mombasa Road, Nairobi), written by the demo seeder on a new installation.
 *
 * All money values are KES strings with two decimals (decimal 10,2).
 */

export interface DemoSpace {
  name: string;
  description: string;
  type: SpaceType;
  capacity: number;
  availabilityCapacity: number;
  /** KES with 2 decimals as a string, e.g. '1500.00'. */
  rate: string;
  billingCycle: BillingCycle;
  amenities: string[];
  imageUrl: string | null;
  featured: boolean;
  isAvailable: boolean;
}

/**
 * A demo plan; its allowance (PlanAllowance) says in numbers what its feature texts and comparison cells promise, so
 * members can book what they pay for. Add-ons carry what their texts name too, though only a main plan gives an
 * allowance (docs/decisions/0253-demo-plans-include-what-their-texts-sell-new-installations-only.md).
 */
export interface DemoPlan extends PlanAllowance {
  /** Stable id used by comparison values, e.g. 'virtual'. */
  key: string;
  name: string;
  description: string;
  /** KES with 2 decimals as a string, e.g. '5000.00'. */
  price: string;
  period: PlanPeriod;
  features: string[];
  popular: boolean;
  isAdditional: boolean;
  isAvailable: boolean;
  promoText: string | null;
}

export interface DemoComparisonFeature {
  name: string;
  /** Keyed by plan key; free text such as 'Yes', 'No', 'Unlimited', '12 days', 'N/A'. */
  values: Record<string, string>;
}

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

export interface DemoBlogPost {
  title: string;
  slug: string;
  excerpt: string;
  /** A few paragraphs of markdown-ish plain text separated by blank lines. */
  content: string;
  author: string;
  category: BlogCategory;
  featured: boolean;
  published: boolean;
  /** ISO instant with +03:00 offset. */
  createdAt: string;
}

// ---------------------------------------------------------------------------
// Spaces
// ---------------------------------------------------------------------------

export const demoSpaces: DemoSpace[] = [
  {
    name: 'Hot Desk Day Pass',
    description:
      'Drop in and grab any open seat in our bright open-plan lounge. Ideal for freelancers, remote workers and anyone passing through Mombasa Road who needs a reliable place to work for the day. Access runs 9:00 AM to 5:00 PM.',
    type: 'hot-desk',
    capacity: 1,
    availabilityCapacity: 20,
    rate: '1500.00',
    billingCycle: 'daily',
    amenities: [
      'WiFi 100+ Mbps',
      'Power outlets',
      'Coffee',
      'Ergonomic chairs',
      'Printing (pay per page)',
      'Backup power',
    ],
    imageUrl: null,
    featured: true,
    isAvailable: true,
  },
  {
    name: 'Dedicated Desk',
    description:
      'Your own permanent desk in the quiet zone with a lockable pedestal, so you can leave your monitor and files overnight. Comes with a business address and extended access hours.',
    type: 'dedicated-desk',
    capacity: 1,
    availabilityCapacity: 12,
    rate: '35000.00',
    billingCycle: 'monthly',
    amenities: [
      'WiFi 100+ Mbps',
      'Power outlets',
      'Lockable storage',
      'Coffee',
      'Monitor on request',
      '24/7 access',
      'Mail handling',
    ],
    imageUrl: null,
    featured: false,
    isAvailable: true,
  },
  {
    name: 'Team Office (4 People)',
    description:
      'A private, lockable office for small teams of up to four, furnished with desks, chairs, a whiteboard and storage. Includes monthly meeting room hours and branded signage at the door.',
    type: 'private-office',
    capacity: 4,
    availabilityCapacity: 6,
    rate: '80000.00',
    billingCycle: 'monthly',
    amenities: [
      'WiFi 100+ Mbps',
      'Power outlets',
      'Lockable storage',
      'Whiteboard',
      'Air conditioning',
      'Coffee',
      '24/7 access',
    ],
    imageUrl: null,
    featured: true,
    isAvailable: true,
  },
  {
    name: 'Team Office (8 People)',
    description:
      'A larger corner office for growing startups and corporate satellite teams of up to eight, with natural light, a small meeting table and a wall-mounted screen for stand-ups.',
    type: 'private-office',
    capacity: 8,
    availabilityCapacity: 3,
    rate: '150000.00',
    billingCycle: 'monthly',
    amenities: [
      'WiFi 100+ Mbps',
      'Power outlets',
      'Lockable storage',
      'Whiteboard',
      'Screen / projector',
      'Air conditioning',
      'Coffee',
      '24/7 access',
    ],
    imageUrl: null,
    featured: false,
    isAvailable: true,
  },
  {
    name: 'Tsavo Meeting Room (8 Seats)',
    description:
      'A comfortable meeting room for client pitches, interviews and team workshops. Seats eight around one table with a large screen for presentations and video calls.',
    type: 'meeting-room',
    capacity: 8,
    availabilityCapacity: 2,
    rate: '1500.00',
    billingCycle: 'hourly',
    amenities: ['WiFi 100+ Mbps', 'Power outlets', 'Screen / projector', 'Whiteboard', 'Video conferencing', 'Coffee'],
    imageUrl: null,
    featured: true,
    isAvailable: true,
  },
  {
    name: 'Kilimanjaro Boardroom (12 Seats)',
    description:
      'Our executive boardroom for board meetings, investor presentations and training sessions. Twelve seats, conference audio, a projector and a quiet corner location.',
    type: 'meeting-room',
    capacity: 12,
    availabilityCapacity: 1,
    rate: '3000.00',
    billingCycle: 'hourly',
    amenities: [
      'WiFi 100+ Mbps',
      'Power outlets',
      'Screen / projector',
      'Whiteboard',
      'Conference speakerphone',
      'Coffee',
      'Air conditioning',
    ],
    imageUrl: null,
    featured: false,
    isAvailable: true,
  },
  {
    name: 'Phone Booth',
    description:
      'A soundproofed single-person booth for private calls, Zoom meetings and interviews without disturbing the open floor.',
    type: 'phone-booth',
    capacity: 1,
    availabilityCapacity: 4,
    rate: '400.00',
    billingCycle: 'hourly',
    amenities: ['WiFi 100+ Mbps', 'Power outlets', 'Acoustic insulation', 'Ring light', 'Ventilation'],
    imageUrl: null,
    featured: false,
    isAvailable: true,
  },
  {
    name: 'Amboseli Event Hall',
    description:
      'A flexible hall for up to 80 guests, suitable for product launches, workshops, trainings and networking evenings. Theatre, classroom or cocktail layouts on request.',
    type: 'event-space',
    capacity: 80,
    availabilityCapacity: 1,
    rate: '25000.00',
    billingCycle: 'daily',
    amenities: [
      'WiFi 100+ Mbps',
      'Power outlets',
      'Screen / projector',
      'PA system and microphones',
      'Stage area',
      'Catering on request',
      'Parking',
    ],
    imageUrl: null,
    featured: true,
    isAvailable: true,
  },
  {
    name: 'Rooftop Terrace',
    description:
      'An open-air terrace overlooking Mombasa Road for sundowners, team socials and informal meetups of up to 40 guests. Currently closed for renovation.',
    type: 'event-space',
    capacity: 40,
    availabilityCapacity: 1,
    rate: '5000.00',
    billingCycle: 'hourly',
    amenities: ['WiFi 100+ Mbps', 'Power outlets', 'Outdoor seating', 'Sound system', 'Catering on request'],
    imageUrl: null,
    featured: false,
    isAvailable: false,
  },
];

// ---------------------------------------------------------------------------
// Membership plans
// ---------------------------------------------------------------------------

const PROMO_TEXT = '30% OFF - Limited Time!';

export const demoPlans: DemoPlan[] = [
  {
    key: 'virtual',
    name: 'Virtual',
    description:
      'A professional Syokimau business address and front desk for businesses that work mostly remotely. Was KSh 7,000.',
    price: '5000.00',
    period: 'monthly',
    features: ['1 day hot desk access', 'Business address', 'Mail handling', 'Virtual receptionist'],
    popular: false,
    isAdditional: false,
    isAvailable: true,
    promoText: PROMO_TEXT,
    deskDaysPerPeriod: 1,
    unlimitedDeskDays: false,
    meetingRoomHoursPerPeriod: 0,
    guestPassesPerPeriod: 0,
    memberDiscountPercent: 0,
  },
  {
    key: 'flexible',
    name: 'Flexible',
    description: 'Part-time access for freelancers and hybrid workers who come in a few days a week. Was KSh 15,000.',
    price: '10500.00',
    period: 'monthly',
    features: ['12 days hot desk access', 'Meeting room hours', 'All amenities', 'Community events'],
    popular: true,
    isAdditional: false,
    isAvailable: true,
    promoText: PROMO_TEXT,
    deskDaysPerPeriod: 12,
    unlimitedDeskDays: false,
    meetingRoomHoursPerPeriod: 4,
    guestPassesPerPeriod: 1,
    memberDiscountPercent: 0,
  },
  {
    key: 'full-time',
    name: 'Full-Time Hot Desk',
    description: 'Unlimited hot desk access every day of the month, including round-the-clock entry. Was KSh 18,000.',
    price: '12500.00',
    period: 'monthly',
    features: ['Unlimited hot desk access', '24/7 access', 'Personal storage', 'Meeting room hours'],
    popular: false,
    isAdditional: false,
    isAvailable: true,
    promoText: PROMO_TEXT,
    deskDaysPerPeriod: 0,
    unlimitedDeskDays: true,
    meetingRoomHoursPerPeriod: 6,
    guestPassesPerPeriod: 3,
    memberDiscountPercent: 0,
  },
  {
    key: 'full-time-dedicated',
    name: 'Full-Time Dedicated',
    description:
      'Your own permanent desk with lockable storage, 24/7 access, a business address and guest passes for visitors.',
    price: '35000.00',
    period: 'monthly',
    features: [
      'Dedicated desk of your own',
      '24/7 access',
      'Lockable storage',
      'Business address and mail handling',
      '8 meeting room hours per month',
      '5 guest passes per month',
      'Printing credits',
    ],
    popular: false,
    isAdditional: false,
    isAvailable: true,
    promoText: null,
    deskDaysPerPeriod: 0,
    unlimitedDeskDays: true,
    meetingRoomHoursPerPeriod: 8,
    guestPassesPerPeriod: 5,
    memberDiscountPercent: 0,
  },
  {
    key: 'team-office',
    name: 'Team Office',
    description: 'A private, furnished office for teams of 4 to 8 people, from KSh 80,000 per month. No setup fee.',
    price: '80000.00',
    period: 'monthly',
    features: [
      'Private lockable office for up to 4',
      '24/7 access',
      'Business address and mail handling',
      '20 meeting room hours per month',
      'Company signage',
      'Printing credits',
      'Community events',
    ],
    popular: false,
    isAdditional: false,
    isAvailable: true,
    promoText: null,
    deskDaysPerPeriod: 0,
    unlimitedDeskDays: true,
    meetingRoomHoursPerPeriod: 20,
    guestPassesPerPeriod: 20,
    memberDiscountPercent: 0,
  },
  {
    key: 'day-pass',
    name: 'Day Pass',
    description: 'Drop in for a single day of hot desking, 9:00 AM to 5:00 PM. Cancel up to 24 hours before.',
    price: '1500.00',
    period: 'daily',
    features: ['Hot desk for the day', 'WiFi 100+ Mbps', 'Coffee and tea', 'Access 9:00 AM - 5:00 PM'],
    popular: false,
    isAdditional: true,
    isAvailable: true,
    promoText: null,
    deskDaysPerPeriod: 1,
    unlimitedDeskDays: false,
    meetingRoomHoursPerPeriod: 0,
    guestPassesPerPeriod: 0,
    memberDiscountPercent: 0,
  },
  {
    key: 'virtual-office',
    name: 'Virtual Office Premium',
    description:
      'A registered business address with dedicated phone answering and mail forwarding, from KSh 8,000 per month.',
    price: '8000.00',
    period: 'monthly',
    features: [
      'Business address for registration',
      'Mail handling and forwarding',
      'Dedicated phone answering',
      '2 meeting room hours per month',
    ],
    popular: false,
    isAdditional: true,
    isAvailable: true,
    promoText: null,
    deskDaysPerPeriod: 0,
    unlimitedDeskDays: false,
    meetingRoomHoursPerPeriod: 2,
    guestPassesPerPeriod: 0,
    memberDiscountPercent: 0,
  },
  {
    key: 'parking',
    name: 'Reserved Parking',
    description: 'A reserved, secured parking bay at EENS Business Park for members.',
    price: '3000.00',
    period: 'monthly',
    features: ['Reserved parking bay', '24/7 security', 'CCTV monitored'],
    popular: false,
    isAdditional: true,
    isAvailable: true,
    promoText: null,
    deskDaysPerPeriod: 0,
    unlimitedDeskDays: false,
    meetingRoomHoursPerPeriod: 0,
    guestPassesPerPeriod: 0,
    memberDiscountPercent: 0,
  },
  {
    key: 'day-locker',
    name: 'Day Locker',
    description: 'A lockable locker for your laptop and belongings for the day.',
    price: '200.00',
    period: 'daily',
    features: ['Lockable locker', 'Charging point inside'],
    popular: false,
    isAdditional: true,
    isAvailable: true,
    promoText: null,
    deskDaysPerPeriod: 0,
    unlimitedDeskDays: false,
    meetingRoomHoursPerPeriod: 0,
    guestPassesPerPeriod: 0,
    memberDiscountPercent: 0,
  },
];

// ---------------------------------------------------------------------------
// Comparison features (values for every main plan key)
// ---------------------------------------------------------------------------

// Desk days, meeting-room hours and guest passes are not features here: the matrix shows them from each plan's
// allowance (planAllowanceLines), so the two can never disagree.
export const demoComparisonFeatures: DemoComparisonFeature[] = [
  {
    name: 'Dedicated desk',
    values: { virtual: 'No', flexible: 'No', 'full-time': 'No', 'full-time-dedicated': 'Yes', 'team-office': 'Yes' },
  },
  {
    name: 'Business address',
    values: {
      virtual: 'Yes',
      flexible: 'No',
      'full-time': 'No',
      'full-time-dedicated': 'Included',
      'team-office': 'Included',
    },
  },
  {
    name: 'Mail handling',
    values: {
      virtual: 'Included',
      flexible: 'No',
      'full-time': 'No',
      'full-time-dedicated': 'Included',
      'team-office': 'Included',
    },
  },
  {
    name: '24/7 access',
    values: { virtual: 'No', flexible: 'No', 'full-time': 'Yes', 'full-time-dedicated': 'Yes', 'team-office': 'Yes' },
  },
  {
    name: 'Personal storage',
    values: {
      virtual: 'N/A',
      flexible: 'No',
      'full-time': 'Yes',
      'full-time-dedicated': 'Lockable pedestal',
      'team-office': 'Included',
    },
  },
  {
    name: 'Community events',
    values: { virtual: 'Yes', flexible: 'Yes', 'full-time': 'Yes', 'full-time-dedicated': 'Yes', 'team-office': 'Yes' },
  },
  {
    name: 'Printing credits',
    values: {
      virtual: 'No',
      flexible: '50 pages/month',
      'full-time': '100 pages/month',
      'full-time-dedicated': '200 pages/month',
      'team-office': '500 pages/month',
    },
  },
];

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

// ---------------------------------------------------------------------------
// Blog posts (createdAt 2026-06-01 .. 2026-11-15, +03:00)
// ---------------------------------------------------------------------------

export const demoBlogPosts: DemoBlogPost[] = [
  {
    title: 'Why Syokimau Is Becoming Nairobi’s Next Business Hub',
    slug: 'why-syokimau-is-becoming-nairobis-next-business-hub',
    excerpt:
      'The Expressway, the SGR terminus and proximity to JKIA have put Syokimau on the map for businesses that want access without CBD traffic.',
    content:
      'Ten years ago, most Nairobi businesses assumed that a serious office meant the CBD, Westlands or Upper Hill. That assumption is changing fast.\n\n' +
      'Syokimau sits minutes from JKIA and the SGR terminus, and the Nairobi Expressway has cut the drive to the city centre dramatically. For teams whose staff live in Athi River, Kitengela, Mlolongo and South B, working here removes hours of commuting every week.\n\n' +
      'Rents along Mombasa Road are also lower than in the traditional business districts, which is why logistics firms, consultancies and tech startups are setting up here. Coworking makes that move even easier: no fit-out costs, no long lease, and a ready-made community.\n\n' +
      'If your clients, suppliers or team are on this side of the city, it may be time to look south.',
    author: 'Wanjiru Kamau',
    category: 'Business Insights',
    featured: true,
    published: true,
    createdAt: '2026-06-08T09:00:00+03:00',
  },
  {
    title: 'From Side Hustle to Registered Business: A Kenyan Founder’s Checklist',
    slug: 'from-side-hustle-to-registered-business-checklist',
    excerpt:
      'Business name or limited company? KRA PIN, eTIMS, permits and bank accounts: the steps to formalise your hustle, in order.',
    content:
      'Many of our members started with a side hustle run from a phone and an M-Pesa till. At some point, clients start asking for invoices, tenders need compliance certificates, and it is time to formalise.\n\n' +
      'Step one is choosing a structure. A business name registration is quick and cheap on eCitizen, while a private limited company separates your personal assets from the business and is what most investors expect.\n\n' +
      'Next come the KRA PIN for the business, eTIMS registration for invoicing, a single business permit from the county, and a business bank account. If you will hire staff, register with NSSF and SHIF early.\n\n' +
      'Finally, get a proper business address. A virtual office plan gives you a professional address for registration and correspondence without paying for a full office.',
    author: 'Brian Otieno',
    category: 'Entrepreneurship',
    featured: true,
    published: true,
    createdAt: '2026-07-02T10:30:00+03:00',
  },
  {
    title: '7 Habits of Productive Remote Workers in Nairobi',
    slug: 'habits-of-productive-remote-workers-nairobi',
    excerpt:
      'Power backup, a commute you control and a reason to put on real shoes: what we have learned from remote workers who thrive.',
    content:
      'Working remotely for a company in London or San Francisco from Nairobi sounds ideal until the power goes out during a client call or the house gets too noisy.\n\n' +
      'The most productive remote workers we know build structure deliberately. They keep fixed working hours that overlap with their team, they separate home and work, and they invest in reliable internet with a backup.\n\n' +
      'They also protect their focus time: phone booths for calls, quiet zones for deep work, and the lounge for breaks. And they make time for people, because isolation is the silent productivity killer of remote work.\n\n' +
      'A coworking desk a short drive from home can provide all of this for less than the cost of a generator and a second fibre line.',
    author: 'Achieng Odhiambo',
    category: 'Remote Work',
    featured: true,
    published: true,
    createdAt: '2026-07-21T08:15:00+03:00',
  },
  {
    title: 'How to Stretch Your Startup’s First KSh 1 Million',
    slug: 'stretch-your-startups-first-million-shillings',
    excerpt:
      'Early-stage runway disappears quickly. Here is where Kenyan founders should spend, and where they should wait.',
    content:
      'Your first million shillings, whether from savings, a friends-and-family round or a grant, is the most precious money your startup will ever have.\n\n' +
      'Spend it on learning what customers will pay for. That means building the smallest useful product, talking to users every week and tracking what actually converts.\n\n' +
      'Avoid fixed costs that lock you in: long office leases, expensive furniture and full-time hires before you have revenue. Flexible memberships and hourly meeting rooms let you look professional without the overhead.\n\n' +
      'Finally, keep a simple monthly budget and review it with a co-founder or mentor. Knowing your runway in months is the best early-warning system you have.',
    author: 'Kevin Mwangi',
    category: 'Startup Tips',
    featured: false,
    published: true,
    createdAt: '2026-08-12T11:00:00+03:00',
  },
  {
    title: 'Member Spotlight: A Logistics Startup Built Next to the SGR',
    slug: 'member-spotlight-logistics-startup-next-to-sgr',
    excerpt:
      'How a three-person team grew into a twelve-person company from a single team office at EENS Business Park.',
    content:
      'When the founders of a small freight-matching startup joined us, they shared a 4-person team office and a lot of ambition.\n\n' +
      'Being minutes from the SGR terminus and the Inland Container Depot meant they could meet transporters and clearing agents in the morning and be back at their desks by lunch.\n\n' +
      'Eighteen months later they have moved into an 8-person office, hired from our community job board and closed a seed round after pitching at one of our investor nights.\n\n' +
      'We love stories like this, and we are proud to be a small part of them.',
    author: 'Wanjiru Kamau',
    category: 'Community',
    featured: false,
    published: true,
    createdAt: '2026-09-03T14:00:00+03:00',
  },
  {
    title: 'Coworking vs Leasing an Office: The Real Costs in Nairobi',
    slug: 'coworking-vs-leasing-office-real-costs-nairobi',
    excerpt:
      'Rent is only the beginning. We compare deposits, fit-out, power, internet and service charges against an all-inclusive team office.',
    content:
      'A traditional office lease in Nairobi usually comes with a three-month deposit, a multi-year commitment, service charges and a fit-out bill before you move in.\n\n' +
      'Add internet, power backup, cleaning, security, furniture and a receptionist, and the monthly cost of a small office can easily exceed the headline rent by half.\n\n' +
      "A team office from KSh 80,000 per month bundles all of this, with no setup fee and 30 days' notice. For teams under fifteen people, the numbers usually favour coworking.\n\n" +
      'Larger, stable teams may still prefer a lease, but many start in coworking and move only once headcount and revenue are predictable.',
    author: 'Brian Otieno',
    category: 'Business Insights',
    featured: false,
    published: true,
    createdAt: '2026-09-24T09:45:00+03:00',
  },
  {
    title: 'Hybrid Teams: Making Two Office Days a Week Count',
    slug: 'hybrid-teams-making-office-days-count',
    excerpt: 'If your team only meets in person twice a week, plan those days for collaboration, not for emails.',
    content:
      'Hybrid work is here to stay for many Kenyan companies, but office days are often wasted on work that could be done anywhere.\n\n' +
      'Plan in-person days around workshops, planning sessions, one-on-ones and team lunches. Book a meeting room in advance and keep solo, heads-down work for home days.\n\n' +
      'A flexible membership with a set number of days per month is a cost-effective way to give a distributed team a shared base without paying for desks that sit empty.',
    author: 'Achieng Odhiambo',
    category: 'Remote Work',
    featured: false,
    published: true,
    createdAt: '2026-10-15T10:00:00+03:00',
  },
  {
    title: 'Preparing for Your First Investor Pitch',
    slug: 'preparing-for-your-first-investor-pitch',
    excerpt:
      'A ten-slide structure, the numbers investors will ask about, and how to handle tough questions with confidence.',
    content:
      'Most first pitches fail not because the idea is weak but because the story is unclear. Investors want to understand the problem, your solution, the market and why your team will win.\n\n' +
      'Keep the deck to around ten slides and know your numbers cold: customer acquisition cost, monthly revenue, burn rate and runway.\n\n' +
      'Practise with people who will challenge you. Our monthly pitch nights are a safe place to rehearse in front of real investors before the meeting that counts.',
    author: 'Kevin Mwangi',
    category: 'Startup Tips',
    featured: false,
    published: true,
    createdAt: '2026-10-29T16:30:00+03:00',
  },
  {
    title: 'Our 2027 Community Calendar: What to Expect',
    slug: 'community-calendar-2027-what-to-expect',
    excerpt: 'Workshops, pitch nights, socials and a few surprises: a preview of next year’s events programme.',
    content:
      'Draft: we are finalising the 2027 programme with input from members.\n\n' +
      'Expect monthly workshops on tax, marketing and technology, quarterly pitch nights with Nairobi angel investors, and regular socials to welcome new members.\n\n' +
      'Tell us what you would like to see by replying to the members newsletter.',
    author: 'Wanjiru Kamau',
    category: 'Community',
    featured: false,
    published: false,
    createdAt: '2026-11-12T12:00:00+03:00',
  },
];
