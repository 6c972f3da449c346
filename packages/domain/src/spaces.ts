/** The kinds of space the venue rents out. */
export const SPACE_TYPES = [
  'hot-desk',
  'dedicated-desk',
  'private-office',
  'meeting-room',
  'event-space',
  'phone-booth',
] as const;
export type SpaceType = (typeof SPACE_TYPES)[number];

export const SPACE_TYPE_LABELS: Record<SpaceType, string> = {
  'hot-desk': 'Hot Desk',
  'dedicated-desk': 'Dedicated Desk',
  'private-office': 'Private Office',
  'meeting-room': 'Meeting Room',
  'event-space': 'Event Space',
  'phone-booth': 'Phone Booth',
};

/** Spec section 9: one person or fewer reads 'Drop-in basis' (hot desk), '1 person call' (phone booth) or '1 person'. */
export function capacityText(type: string, capacity: number): string {
  if (capacity <= 1) {
    if (type === 'hot-desk') return 'Drop-in basis';
    if (type === 'phone-booth') return '1 person call';
    return '1 person';
  }
  return `${capacity} people`;
}

/** How instances are named on the calendar: 'Desk 3', 'Room 1', 'Booth 2'. */
const INSTANCE_LABELS: Record<SpaceType, string> = {
  'hot-desk': 'Desk',
  'dedicated-desk': 'Desk',
  'private-office': 'Office',
  'meeting-room': 'Room',
  'event-space': 'Hall',
  'phone-booth': 'Booth',
};

export function instanceLabel(type: SpaceType, instanceNumber: number): string {
  return `${INSTANCE_LABELS[type]} ${instanceNumber}`;
}
