import { type Schemas } from '../../api/client';

export type Space = Schemas['SpaceDto'];
export type SpaceType = Schemas['SpaceType'];

/** Each space type has a default picture; a space's own image URL wins. */
export function spaceImage(space: Pick<Space, 'imageUrl' | 'type'>): string {
  return space.imageUrl || `/images/spaces/${space.type}.svg`;
}
