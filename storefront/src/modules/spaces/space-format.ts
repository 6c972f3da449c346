import { type Schemas } from '../../api/client';

export type Space = Schemas['SpaceDto'];
export type SpaceType = Schemas['SpaceType'];

/** Spec section 9: one person or fewer reads 'Drop-in basis' (hot desk), '1 person call' (phone booth) or '1 person'. */
export function capacityText(type: SpaceType, capacity: number): string {
  if (capacity <= 1) {
    if (type === 'hot-desk') return 'Drop-in basis';
    if (type === 'phone-booth') return '1 person call';
    return '1 person';
  }
  return `${capacity} people`;
}

/** Each space type has a default picture; a space's own image URL wins. */
export function spaceImage(space: Pick<Space, 'imageUrl' | 'type'>): string {
  return space.imageUrl || `/images/spaces/${space.type}.svg`;
}

export const SPACE_TYPE_LABELS: Record<SpaceType, string> = {
  'hot-desk': 'Hot Desk',
  'dedicated-desk': 'Dedicated Desk',
  'private-office': 'Private Office',
  'meeting-room': 'Meeting Room',
  'event-space': 'Event Space',
  'phone-booth': 'Phone Booth',
};
