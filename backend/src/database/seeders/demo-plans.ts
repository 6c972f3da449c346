import { type PlanAllowance } from '@coworking/domain';
import { type PlanPeriod } from '../../modules/membership/entities/membership-plan.entity.js';

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
