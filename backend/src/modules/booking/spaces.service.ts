import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type SpaceDto } from './dto/public-booking.dto.js';
import { Space } from './entities/space.entity.js';

export function toSpaceDto(space: Space): SpaceDto {
  return {
    id: space.id,
    name: space.name,
    description: space.description,
    imageUrl: space.imageUrl,
    type: space.type,
    amenities: space.amenities,
    capacity: space.capacity,
    availabilityCapacity: space.availabilityCapacity,
    isAvailable: space.isAvailable,
    featured: space.featured,
    rate: space.rate,
    billingCycle: space.billingCycle,
    displayOrder: space.displayOrder,
  };
}

@Injectable()
export class SpacesService {
  constructor(private readonly em: EntityManager) {}

  /** Active spaces in display order (unordered ones last, by name). */
  async listActive(): Promise<SpaceDto[]> {
    const spaces = await this.em.fork().find(Space, { isActive: true }, { orderBy: { displayOrder: 'asc nulls last', name: 'asc' } });
    return spaces.map(toSpaceDto);
  }
}
