import { MAIL_GIVE_UP_AFTER_MS, mailRetryDelayMs } from './mail-delivery-policy.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The times of the tries of a message that never gets through, each made when it falls due, over `untilMs`. */
function tryTimes(untilMs: number): number[] {
  const times = [0];
  for (;;) {
    const last = times[times.length - 1];
    const next = last + mailRetryDelayMs(last);
    if (next > untilMs) return times;
    times.push(next);
  }
}

describe('when a failed e-mail is tried again', () => {
  it('tries quickly at first, then hourly', () => {
    expect(tryTimes(70 * MINUTE)).toEqual([
      0,
      10 * SECOND,
      40 * SECOND,
      100 * SECOND,
      220 * SECOND,
      520 * SECOND,
      1120 * SECOND,
      2320 * SECOND,
      4120 * SECOND,
    ]);
    expect(mailRetryDelayMs(5 * 60 * MINUTE)).toBe(60 * MINUTE);
  });

  it('keeps trying for a day: the try that gives up is the first one a day after the first', () => {
    const times = tryTimes(MAIL_GIVE_UP_AFTER_MS + 60 * MINUTE);
    const last = times.findIndex((time) => time >= MAIL_GIVE_UP_AFTER_MS);
    expect(times[last - 1]).toBeLessThan(MAIL_GIVE_UP_AFTER_MS);
    expect(times[last] - MAIL_GIVE_UP_AFTER_MS).toBeLessThanOrEqual(60 * MINUTE);
    expect(last + 1).toBe(32);
  });

  it('follows a late try with the wait its time calls for', () => {
    // The third try was due at 40 s but no worker ran until 5 minutes: the next waits 5 minutes (as after the 5th).
    expect(mailRetryDelayMs(5 * MINUTE)).toBe(5 * MINUTE);
  });
});
