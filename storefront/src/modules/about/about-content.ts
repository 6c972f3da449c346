import { Award, Handshake, HeartHandshake } from 'lucide-react';
import { type IconCardItem } from '../../ui/icon-cards';

/** Team member shape of the spec (name, role, bio, image); with no photographs, `image` is the initials shown. */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  image: string;
}

export const TEAM: TeamMember[] = [
  {
    name: 'Mercy Mutheu',
    role: 'Founder & Managing Director',
    bio: 'Spent ten years commuting from Syokimau to Upper Hill before deciding the neighbourhood deserved a proper workplace of its own. Former operations lead at a Nairobi logistics firm.',
    image: 'MM',
  },
  {
    name: 'David Kiprop',
    role: 'Head of Operations',
    bio: 'Keeps the fibre fast, the generators ready and the coffee flowing. Previously ran facilities for a business park on Mombasa Road.',
    image: 'DK',
  },
  {
    name: 'Faith Wambui',
    role: 'Community Lead',
    bio: 'Connects members with each other, runs our events calendar and knows everyone by name. Ask her about the next pitch night.',
    image: 'FW',
  },
];

export const VALUES: IconCardItem[] = [
  {
    icon: HeartHandshake,
    title: 'Community First',
    text: 'We build a place where members know each other, share opportunities and celebrate each other’s wins.',
  },
  {
    icon: Award,
    title: 'Excellence',
    text: 'Reliable internet, power and service every single day, because your work cannot wait for a blackout to end.',
  },
  {
    icon: Handshake,
    title: 'Collaboration',
    text: 'The best ideas happen between people. We design our spaces and events so members meet, talk and build together.',
  },
];
