export const POSITIONS = ['Community Manager', 'Operations Coordinator', 'Marketing Intern'] as const;
export type Position = (typeof POSITIONS)[number];

export interface Opening {
  title: Position;
  type: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
}

export const OPENINGS: Opening[] = [
  {
    title: 'Community Manager',
    type: 'Full-time',
    summary:
      'Be the heart of the hub: welcome members, run our events calendar and turn a building full of desks into a community.',
    responsibilities: [
      'Welcome new members and guests, give tours and handle day-to-day member requests',
      'Plan and host our monthly events: mixers, workshops, pitch nights and socials',
      'Connect members with each other, with partners and with opportunities',
      'Gather feedback and work with operations to keep satisfaction high',
    ],
    requirements: [
      '2+ years in hospitality, community, customer success or events',
      'Warm, organised and comfortable speaking to a room',
      'Excellent English and Kiswahili, written and spoken',
      'Familiarity with Nairobi’s startup and business scene is a plus',
    ],
  },
  {
    title: 'Operations Coordinator',
    type: 'Full-time',
    summary: 'Keep everything running: bookings, facilities, suppliers and the systems our members rely on every day.',
    responsibilities: [
      'Manage space bookings, the front desk schedule and meeting room readiness',
      'Coordinate cleaning, security, maintenance, internet and power backup suppliers',
      'Track payments and invoices (M-Pesa, card and bank transfer) with the finance team',
      'Keep stock of supplies and report on occupancy and costs each month',
    ],
    requirements: [
      '2+ years in office, facilities or hospitality operations',
      'Confident with spreadsheets and booking or accounting software',
      'Calm under pressure and good at solving problems on the spot',
      'Able to work early or late shifts on a rota',
    ],
  },
  {
    title: 'Marketing Intern',
    type: 'Internship (6 months, paid)',
    summary:
      'Help tell the story of the hub online and in Syokimau, and learn digital marketing from campaign to results.',
    responsibilities: [
      'Create posts, photos and short videos for our social channels',
      'Write member spotlights and help with blog articles and the newsletter',
      'Support event promotion and local partnerships along Mombasa Road',
      'Track campaign results and share what worked',
    ],
    requirements: [
      'Recent graduate or final-year student in marketing, communications or similar',
      'A good eye for design and a phone camera you know how to use',
      'Clear, friendly writing in English; Kiswahili is a plus',
      'Curious, reliable and keen to learn',
    ],
  },
];
