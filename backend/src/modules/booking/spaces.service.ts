import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ChangeNotices } from '../../common/changes/change-notices.js';
import { PreparedAnswers } from '../../common/prepared-answers/prepared-answers.js';
import { type PreparedList } from '../../common/prepared-answers/prepared-list.js';
import { type SpaceDto } from './dto/public-booking.dto.js';
import { type Space } from './entities/space.entity.js';
import { SpacesRepository } from './spaces.repository.js';

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

export interface SerializedList {
  json: string;
  etag: string;
}

interface CachedList {
  list: Promise<SpaceDto[]>;
  json: Promise<SerializedList>;
  expiresAt: number;
}

function serialize(list: SpaceDto[]): SerializedList {
  const json = JSON.stringify(list);
  return { json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
}

/** The change notice every write to spaces (or their instance counts) announces once committed. */
export const SPACES_CHANGED = 'spaces';

/**
 * How long a process answers from its copy of the list without reading the database. Changes made
 * through the admin API reach every process at once (change notices); this only bounds how long a
 * lost notice, or an edit made straight in the database, goes unseen.
 */
export const SPACES_LIST_TTL_MS = 30_000;

/**
 * The public list of spaces. It is read on every visit to the spaces, booking and home pages and
 * changes only when staff edit a space, so each process keeps it in memory and drops it when a
 * change is announced.
 */
@Injectable()
export class SpacesService {
  private cached: CachedList | undefined;
  private listening = false;
  /** GET /api/spaces as prepared bytes, answered before Nest's request pipeline (PreparedAnswers). */
  readonly prepared: PreparedList;

  constructor(
    private readonly spaces: SpacesRepository,
    private readonly notices: ChangeNotices,
    answers: PreparedAnswers,
  ) {
    this.prepared = answers.list('spaces', [SPACES_CHANGED], async () => ({
      json: (await this.listActiveAsJson()).json,
    }));
    answers.serve('spaces', this.prepared);
  }

  /** Active spaces in display order (unordered ones last, by name). */
  listActive(now: number = Date.now()): Promise<SpaceDto[]> {
    return this.current(now).list;
  }

  /** The same list as the JSON the API answers with, serialized once per change, and its ETag. */
  listActiveAsJson(now: number = Date.now()): Promise<SerializedList> {
    return this.current(now).json;
  }

  private current(now: number): CachedList {
    if (!this.listening) {
      this.notices.listen(SPACES_CHANGED, () => (this.cached = undefined));
      this.listening = true;
    }
    if (!this.cached || this.cached.expiresAt <= now) {
      // The promises are kept, so concurrent first requests share one query. A read that started before
      // a change may finish after it, but the notice has dropped it from the cache by then.
      const list = this.readActive();
      const entry: CachedList = { list, json: list.then(serialize), expiresAt: now + SPACES_LIST_TTL_MS };
      this.cached = entry;
      entry.json.catch(() => {
        if (this.cached === entry) this.cached = undefined;
      });
    }
    return this.cached;
  }

  /**
   * One active space, from the cached list; a space missing from it is looked up in the database, so a
   * space added other than through the admin API (a seed, a script) is bookable at once.
   */
  async findActive(id: string): Promise<SpaceDto | null> {
    const listed = (await this.listActive()).find((space) => space.id === id);
    if (listed) return listed;
    const space = await this.spaces.activeSpace(id);
    return space ? toSpaceDto(space) : null;
  }

  private async readActive(): Promise<SpaceDto[]> {
    return (await this.spaces.activeInDisplayOrder()).map(toSpaceDto);
  }
}
