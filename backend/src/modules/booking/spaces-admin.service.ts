import { ADMIN_NUMBER_LIMITS, instanceLabel, toVenueIso, venueInstant } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { ChangeNotices } from '../../common/changes/change-notices.js';
import { type Transaction, UnitOfWork } from '../../common/database/transaction.js';
import { BOOKING_ERRORS } from './booking.errors.js';
import {
  type AdminSpaceDto,
  type AssignmentDto,
  type CreateSpaceDto,
  type CreateSpaceInstanceDto,
  type SpaceInstanceDto,
  type UpdateSpaceDto,
  type UpdateSpaceInstanceDto,
} from './dto/admin-space.dto.js';
import { SpaceInstance } from './entities/space-instance.entity.js';
import { Space } from './entities/space.entity.js';
import { SpaceAssignmentsRepository } from './space-assignments.repository.js';
import { SpacesRepository } from './spaces.repository.js';
import { SPACES_CHANGED } from './spaces.service.js';

export function toAdminSpaceDto(space: Space): AdminSpaceDto {
  const {
    id,
    name,
    description,
    type,
    capacity,
    availabilityCapacity,
    number,
    displayOrder,
    rate,
    billingCycle,
    amenities,
    imageUrl,
    isAvailable,
    featured,
    isActive,
    createdAt,
  } = space;
  return {
    id,
    name,
    description,
    type,
    capacity,
    availabilityCapacity,
    number,
    displayOrder,
    rate,
    billingCycle,
    amenities,
    imageUrl,
    isAvailable,
    featured,
    isActive,
    createdAt,
  };
}

function toInstanceDto(instance: SpaceInstance): SpaceInstanceDto {
  return {
    id: instance.id,
    spaceId: instance.space.id,
    instanceNumber: instance.instanceNumber,
    label: instance.label,
    isActive: instance.isActive,
    createdAt: instance.createdAt,
    lastUsed: instance.lastUsed,
  };
}

/** Clean list of amenities: trimmed, non-empty, no repeats (the form's rule, enforced here too). */
function cleanAmenities(amenities: string[]): string[] {
  return [...new Set(amenities.map((amenity) => amenity.trim()).filter(Boolean))];
}

/** Staff management of spaces, their physical instances and the calendar of assignments. */
@Injectable()
export class SpacesAdminService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly notices: ChangeNotices,
    private readonly spaces: SpacesRepository,
    private readonly assignmentsRepository: SpaceAssignmentsRepository,
  ) {}

  /** A write to spaces in one transaction; once committed, every process drops its copy of the public list. */
  private async changeSpaces<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await this.unitOfWork.run(work);
    await this.notices.announce(SPACES_CHANGED);
    return result;
  }

  async list(): Promise<AdminSpaceDto[]> {
    return (await this.spaces.allInDisplayOrder()).map(toAdminSpaceDto);
  }

  create(body: CreateSpaceDto): Promise<AdminSpaceDto> {
    return this.changeSpaces(async (tx) => {
      const isActive = body.isActive ?? true;
      const isAvailable = body.isAvailable ?? true;
      if (!isActive && isAvailable) throw BOOKING_ERRORS.inactiveCannotBeAvailable();
      const next = await this.spaces.nextNumbers(tx);
      const space = Object.assign(new Space(body.name, body.type), {
        description: body.description?.trim() || null,
        capacity: body.capacity,
        availabilityCapacity: body.availabilityCapacity,
        number: body.number ?? next.number,
        displayOrder: body.displayOrder ?? next.displayOrder,
        rate: Number(body.rate).toFixed(2),
        billingCycle: body.billingCycle,
        amenities: cleanAmenities(body.amenities),
        imageUrl: body.imageUrl ?? null,
        isAvailable,
        isActive,
        featured: body.featured ?? false,
      } satisfies Partial<Space>);
      this.spaces.add(tx, space);
      for (let number = 1; number <= body.availabilityCapacity; number++)
        this.spaces.addInstance(tx, new SpaceInstance(space, number, instanceLabel(space.type, number)));
      return toAdminSpaceDto(space);
    });
  }

  update(id: string, body: UpdateSpaceDto): Promise<AdminSpaceDto> {
    return this.changeSpaces(async (tx) => {
      const space = await this.spaces.byId(tx, id);
      if (!space) throw BOOKING_ERRORS.spaceNotFound();
      const isActive = body.isActive ?? space.isActive;
      // Unchecking Active forces Available off (spec); asking for both explicitly is refused.
      const isAvailable = isActive ? (body.isAvailable ?? space.isAvailable) : false;
      if (!isActive && body.isAvailable === true) throw BOOKING_ERRORS.inactiveCannotBeAvailable();
      if (body.name !== undefined) space.name = body.name;
      if (body.description !== undefined) space.description = body.description?.trim() || null;
      if (body.type !== undefined) space.type = body.type;
      if (body.capacity !== undefined) space.capacity = body.capacity;
      if (body.number !== undefined) space.number = body.number;
      if (body.displayOrder !== undefined) space.displayOrder = body.displayOrder;
      if (body.rate !== undefined) space.rate = Number(body.rate).toFixed(2);
      if (body.billingCycle !== undefined) space.billingCycle = body.billingCycle;
      if (body.amenities !== undefined) space.amenities = cleanAmenities(body.amenities);
      if (body.imageUrl !== undefined) space.imageUrl = body.imageUrl ?? null;
      if (body.featured !== undefined) space.featured = body.featured;
      space.isActive = isActive;
      space.isAvailable = isAvailable;
      if (body.availabilityCapacity !== undefined && body.availabilityCapacity !== space.availabilityCapacity)
        await this.resizeInstances(tx, space, body.availabilityCapacity);
      return toAdminSpaceDto(space);
    });
  }

  /** Adds instances up to the new capacity, or removes the highest-numbered ones if nothing upcoming is booked on them. */
  private async resizeInstances(tx: Transaction, space: Space, capacity: number): Promise<void> {
    const instances = await this.spaces.instancesOf(space.id, tx);
    if (capacity > instances.length) {
      const highest = instances.at(-1)?.instanceNumber ?? 0;
      for (let number = highest + 1; number <= highest + capacity - instances.length; number++)
        this.spaces.addInstance(tx, new SpaceInstance(space, number, instanceLabel(space.type, number)));
    } else {
      for (const instance of instances.slice(capacity)) {
        if ((await this.assignmentsRepository.upcomingOnInstance(tx, instance.id)) > 0)
          throw BOOKING_ERRORS.instanceBusy(instance.label);
        this.spaces.removeInstance(tx, instance);
      }
    }
    space.availabilityCapacity = capacity;
  }

  remove(id: string): Promise<void> {
    return this.changeSpaces(async (tx) => {
      const space = await this.spaces.byId(tx, id);
      if (!space) throw BOOKING_ERRORS.spaceNotFound();
      const upcoming = await this.assignmentsRepository.upcomingInSpace(tx, space.id);
      if (upcoming > 0) throw BOOKING_ERRORS.spaceHasUpcomingBookings(upcoming);
      this.spaces.remove(tx, space);
    });
  }

  async instances(spaceId: string): Promise<SpaceInstanceDto[]> {
    return (await this.spaces.instancesOf(spaceId)).map(toInstanceDto);
  }

  addInstance(body: CreateSpaceInstanceDto): Promise<SpaceInstanceDto> {
    return this.changeSpaces(async (tx) => {
      const space = await this.spaces.byId(tx, body.spaceId);
      if (!space) throw BOOKING_ERRORS.spaceNotFound();
      if ((await this.spaces.instanceCount(tx, space.id)) >= ADMIN_NUMBER_LIMITS.instancesPerSpace)
        throw BOOKING_ERRORS.tooManyInstances();
      const instance = new SpaceInstance(space, await this.spaces.nextInstanceNumber(tx, space.id), body.label);
      instance.isActive = body.isActive ?? true;
      this.spaces.addInstance(tx, instance);
      space.availabilityCapacity += 1;
      return toInstanceDto(instance);
    });
  }

  /** Relabel or (de)activate an instance; an inactive instance gets no new assignments, existing ones stay. */
  updateInstance(id: string, body: UpdateSpaceInstanceDto): Promise<SpaceInstanceDto> {
    return this.unitOfWork.run(async (tx) => {
      const instance = await this.spaces.instanceById(tx, id);
      if (!instance) throw BOOKING_ERRORS.instanceNotFound();
      if (body.label !== undefined) instance.label = body.label;
      if (body.isActive !== undefined) instance.isActive = body.isActive;
      return toInstanceDto(instance);
    });
  }

  /** The calendar: assignments of the space's instances overlapping the venue dates startDate…endDate. */
  async assignments(spaceId: string, startDate: string, endDate: string): Promise<AssignmentDto[]> {
    const from = venueInstant(startDate);
    const to = new Date(venueInstant(endDate).getTime() + 24 * 3600_000);
    const rows = await this.assignmentsRepository.calendar(spaceId, from, to);
    return rows.map((row) => ({
      instanceId: row.instance_id,
      startAt: toVenueIso(new Date(row.start_at)),
      endAt: toVenueIso(new Date(row.end_at)),
      booking: { id: row.booking_id, status: row.status, type: row.type, time: row.time },
      user: row.first_name ? { firstName: row.first_name } : null,
    }));
  }
}
