import { type BlogCategory } from '../../modules/content/entities/blog-post.entity.js';

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
