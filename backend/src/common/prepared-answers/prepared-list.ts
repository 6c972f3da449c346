import { createHash } from 'node:crypto';
import { type Clock } from '../clock/clock.js';
import { type ChangeNotices } from '../changes/change-notices.js';

/**
 * How long a process answers from its prepared copy of a public list without reading the database. Changes made
 * through the product reach every process within milliseconds (change notices over Redis pub/sub, and every copy is
 * dropped when the subscription reconnects); this only bounds how long a notice that could not be published, or an
 * edit made straight in the database, goes unseen (decision 0299).
 */
export const PREPARED_LIST_TTL_MS = 30_000;

/** What a list's reader gives: the JSON the API answers with, and when the list changes by itself, if it does. */
export interface ListContent {
  json: string;
  /** The instant (ms) from which the same query would give another list: a scheduled post's publish time, midnight. */
  changesAt?: number;
}

/** A list's answer, ready to write: its bytes, ETag and the headers of a 200 and of a 304. */
export interface PreparedJson {
  readonly json: string;
  readonly body: Buffer;
  readonly etag: string;
  /** The clock reading (ms) the list was read at, and until when it holds. */
  readonly readAt: number;
  readonly validUntil: number;
  readonly okHeaders: Readonly<Record<string, string>>;
  readonly notModifiedHeaders: Readonly<Record<string, string>>;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The weak ETag of a JSON answer (the one GET /api/spaces has always sent). */
export function etagOf(json: string): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

export function prepare(content: ListContent, readAt: number, ttlMs = PREPARED_LIST_TTL_MS): PreparedJson {
  const body = Buffer.from(content.json);
  const etag = etagOf(content.json);
  return {
    json: content.json,
    body,
    etag,
    readAt,
    validUntil: Math.min(readAt + ttlMs, content.changesAt ?? Number.POSITIVE_INFINITY),
    okHeaders: { 'content-type': JSON_CONTENT_TYPE, etag, 'content-length': String(body.length) },
    notModifiedHeaders: { etag },
  };
}

/**
 * One public list kept as the bytes the API answers with. It is read and serialized once per change: dropped when one
 * of its change-notice topics is announced (by this process or any other sharing the Redis), when the time it changes
 * by itself comes (the clock's, so tests move it), and at the latest PREPARED_LIST_TTL_MS after it was read.
 */
export class PreparedList {
  private prepared: PreparedJson | undefined;
  private pending: Promise<PreparedJson> | undefined;
  /** Bumped by every drop: a read that started before a change is not kept once it finishes. */
  private generation = 0;
  private listening = false;

  constructor(
    readonly name: string,
    private readonly read: (now: Date) => Promise<ListContent>,
    private readonly options: { topics: readonly string[]; notices: ChangeNotices; clock: Clock; ttlMs?: number },
  ) {}

  /** The prepared answer if it holds at the clock's present, else undefined (a read is then started). */
  ready(): PreparedJson | undefined {
    const now = this.options.clock.now().getTime();
    const prepared = this.prepared;
    if (prepared && prepared.readAt <= now && now < prepared.validUntil) return prepared;
    void this.refresh(now).catch(() => undefined);
    return undefined;
  }

  /** The prepared answer, read first when it is missing or has expired. */
  current(): Promise<PreparedJson> {
    const now = this.options.clock.now().getTime();
    const prepared = this.prepared;
    if (prepared && prepared.readAt <= now && now < prepared.validUntil) return Promise.resolve(prepared);
    return this.refresh(now);
  }

  /** Forgets the prepared answer (its content changed). */
  drop(): void {
    this.generation++;
    this.prepared = undefined;
    this.pending = undefined;
  }

  private refresh(now: number): Promise<PreparedJson> {
    this.listen();
    if (this.pending) return this.pending;
    const generation = this.generation;
    const pending = this.read(new Date(now)).then((content) => {
      const prepared = prepare(content, now, this.options.ttlMs);
      if (generation === this.generation) this.prepared = prepared;
      return prepared;
    });
    this.pending = pending;
    // Concurrent askers share one read; it is forgotten once done (or failed), so the next ask reads again.
    const settled = () => {
      if (this.pending === pending) this.pending = undefined;
    };
    pending.then(settled, settled);
    return pending;
  }

  /** Subscribes on first use, so a process that never answers the list (the worker) never listens. */
  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    for (const topic of this.options.topics) this.options.notices.listen(topic, () => this.drop());
  }
}
