import { type ChangeNotices } from './change-notices.js';

/** Change notices as one process hears them, for unit specs: `announce` runs the listeners at once. */
export class HeardNotices {
  private readonly listeners = new Map<string, (() => void)[]>();
  readonly announced: string[] = [];

  listen(topic: string, listener: () => void): void {
    this.listeners.set(topic, [...(this.listeners.get(topic) ?? []), listener]);
  }

  async announce(topic: string): Promise<void> {
    this.announced.push(topic);
    for (const listener of this.listeners.get(topic) ?? []) listener();
  }

  asChangeNotices(): ChangeNotices {
    return this as unknown as ChangeNotices;
  }
}
