import { HeardNotices } from '../changes/heard-notices.js';
import { type Clock } from '../clock/clock.js';
import { type ListContent, PREPARED_LIST_TTL_MS, PreparedList } from './prepared-list.js';

function setUp() {
  let now = Date.parse('2030-01-01T00:00:00Z');
  const clock = { now: () => new Date(now) } as Clock;
  const notices = new HeardNotices();
  const reads: { resolve: (content: ListContent) => void }[] = [];
  const list = new PreparedList('things', () => new Promise<ListContent>((resolve) => reads.push({ resolve })), {
    topics: ['things'],
    notices: notices.asChangeNotices(),
    clock,
  });
  return { list, notices, reads, advance: (ms: number) => (now += ms) };
}

describe('PreparedList', () => {
  it('reads once for concurrent askers, then answers from the prepared bytes', async () => {
    const { list, reads } = setUp();
    expect(list.ready()).toBeUndefined();
    const asked = [list.current(), list.current()];
    expect(reads).toHaveLength(1);
    reads[0].resolve({ json: '[1]' });
    const [first, second] = await Promise.all(asked);
    expect(first).toBe(second);
    expect(first.body.toString()).toBe('[1]');
    expect(first.okHeaders).toEqual({
      'content-type': 'application/json; charset=utf-8',
      etag: first.etag,
      'content-length': '3',
    });
    expect(list.ready()).toBe(first);
    expect(reads).toHaveLength(1);
  });

  it('drops its copy on a change notice, and never keeps a read that started before the change', async () => {
    const { list, notices, reads } = setUp();
    const before = list.current();
    notices.announce('things');
    // The read under way when the change was announced may still answer those who asked for it…
    reads[0].resolve({ json: '["old"]' });
    expect((await before).json).toBe('["old"]');
    // …but it is not kept: the next ask reads again.
    expect(list.ready()).toBeUndefined();
    expect(reads).toHaveLength(2);
    reads[1].resolve({ json: '["new"]' });
    expect((await list.current()).json).toBe('["new"]');
    expect(list.ready()?.json).toBe('["new"]');
  });

  it('holds until the list changes by itself, and at most the time limit', async () => {
    const { list, reads, advance } = setUp();
    const asked = list.current();
    reads[0].resolve({ json: '[]', changesAt: Date.parse('2030-01-01T00:00:10Z') });
    await asked;
    advance(9_999);
    expect(list.ready()).toBeDefined();
    advance(1);
    expect(list.ready()).toBeUndefined();
    reads[1].resolve({ json: '[]' });
    await list.current();
    advance(PREPARED_LIST_TTL_MS - 1);
    expect(list.ready()).toBeDefined();
    advance(1);
    expect(list.ready()).toBeUndefined();
  });

  it('reads again when the clock goes back before the read (a test moving the time)', async () => {
    const { list, reads, advance } = setUp();
    const asked = list.current();
    reads[0].resolve({ json: '[]' });
    await asked;
    advance(-1);
    expect(list.ready()).toBeUndefined();
    expect(reads).toHaveLength(2);
  });

  it('forgets a failed read, so the next ask tries again', async () => {
    let attempts = 0;
    const failing = new PreparedList(
      'broken',
      () => {
        attempts++;
        return Promise.reject(new Error('database away'));
      },
      {
        topics: [],
        notices: new HeardNotices().asChangeNotices(),
        clock: { now: () => new Date() } as Clock,
      },
    );
    await expect(failing.current()).rejects.toThrow('database away');
    await expect(failing.current()).rejects.toThrow('database away');
    expect(attempts).toBe(2);
    expect(failing.ready()).toBeUndefined();
  });
});
