import { jest } from '@jest/globals';
import { touchAtMostEvery } from './admin-session.middleware.js';

describe('touching admin sessions', () => {
  afterEach(() => jest.useRealTimers());

  it('writes a session’s expiry at most once per interval, and again after a failed write', () => {
    jest.useFakeTimers({ now: 0 });
    const written: string[] = [];
    let failNext = false;
    const store = {
      touch: (sid: string, _data: never, callback?: (error?: unknown) => void) => {
        written.push(sid);
        callback?.(failNext ? new Error('connection lost') : undefined);
      },
    };
    touchAtMostEvery(store as never, 60_000);
    const answered: unknown[] = [];
    const touch = (sid: string) => store.touch(sid, {} as never, (error) => answered.push(error));

    touch('a');
    touch('a');
    touch('b');
    jest.setSystemTime(59_999);
    touch('a');
    expect(written).toEqual(['a', 'b']);
    jest.setSystemTime(60_000);
    failNext = true;
    touch('a');
    failNext = false;
    touch('a');
    expect(written).toEqual(['a', 'b', 'a', 'a']);
    // Every request goes on, skipped or written; only the failed write reports its error.
    expect(answered).toHaveLength(6);
    expect(answered.filter(Boolean)).toHaveLength(1);
  });
});
