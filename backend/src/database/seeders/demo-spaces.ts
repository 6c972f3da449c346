import { type BillingCycle, type SpaceType } from '@coworking/domain';

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
