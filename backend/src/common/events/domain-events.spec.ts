import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type Transaction } from '../database/transaction.js';
import { DomainEvent, DomainEvents, DomainEventsModule, OnDomainEvent } from './domain-events.js';

class SomethingHappened extends DomainEvent<{ seenBy: string; what: string }> {
  static readonly NAME = 'test.something-happened';
  readonly name = SomethingHappened.NAME;

  constructor(
    tx: Transaction,
    readonly what: string,
  ) {
    super(tx);
  }
}

class NobodyListens extends DomainEvent {
  readonly name = 'test.nobody-listens';
}

/** When each listener started and finished, to prove they never overlap. */
const timeline: string[] = [];

@Injectable()
class FirstListener {
  @OnDomainEvent(SomethingHappened.NAME)
  async react(event: SomethingHappened) {
    timeline.push('first started');
    await new Promise((resolve) => setImmediate(resolve));
    timeline.push('first finished');
    if (event.what === 'explode') throw new Error('the listener failed');
    return { seenBy: 'first', what: event.what };
  }
}

@Injectable()
class SecondListener {
  @OnDomainEvent(SomethingHappened.NAME)
  react(event: SomethingHappened) {
    timeline.push('second ran');
    return { seenBy: 'second', what: event.what };
  }
}

@Module({ imports: [DomainEventsModule], providers: [FirstListener, SecondListener] })
class ListeningModule {}

describe('domain events', () => {
  const tx = { fake: 'transaction' } as unknown as Transaction;
  let close: () => Promise<void>;
  let events: DomainEvents;

  beforeAll(async () => {
    const app = await NestFactory.createApplicationContext(ListeningModule, { logger: false });
    await app.init();
    events = app.get(DomainEvents);
    close = () => app.close();
  });
  afterAll(() => close());

  it('reaches every listener registered with @OnDomainEvent and hands back their answers', async () => {
    await expect(events.publish(new SomethingHappened(tx, 'booked'))).resolves.toEqual(
      expect.arrayContaining([
        { seenBy: 'first', what: 'booked' },
        { seenBy: 'second', what: 'booked' },
      ]),
    );
  });

  it('runs the listeners one after the other, as they share one transaction', async () => {
    timeline.length = 0;
    await events.publish(new SomethingHappened(tx, 'booked'));
    expect(timeline).toEqual(['first started', 'first finished', 'second ran']);
  });

  it("rejects when a listener fails, so the publisher's transaction rolls back", async () => {
    await expect(events.publish(new SomethingHappened(tx, 'explode'))).rejects.toThrow('the listener failed');
  });

  it('answers nothing for an event without listeners', async () => {
    await expect(events.publish(new NobodyListens(tx))).resolves.toEqual([]);
  });
});
