import { WaitlistEntry } from './entities/waitlist-entry.entity.js';

export const WAITLIST_ENTITIES = [WaitlistEntry];
