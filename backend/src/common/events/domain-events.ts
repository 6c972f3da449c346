import { Global, Injectable, Module } from '@nestjs/common';
import { EventEmitter2, EventEmitterModule, OnEvent } from '@nestjs/event-emitter';
import { type Transaction } from '../database/transaction.js';

/**
 * A fact one module announces from inside its transaction, for the modules built on it to react to in that same
 * transaction: what they write commits or rolls back with the change that caused it. The announcing module does not
 * know who listens, so no import points upwards; each listener imports the event from the module that announces it.
 *
 * `Reaction` is what a listener answers (a refund it started, work to do after the commit); events nobody needs an
 * answer to leave it `void`.
 */
export abstract class DomainEvent<Reaction = void> {
  /** The name listeners subscribe by: one per event class, written out so minified or renamed classes keep it. */
  abstract readonly name: string;
  /** Only carries the Reaction type for `publish`; never set. */
  declare readonly reaction?: Reaction;

  constructor(readonly tx: Transaction) {}
}

/** Publishes domain events to the listeners the application registered with `@OnDomainEvent`. */
@Injectable()
export class DomainEvents {
  constructor(private readonly emitter: EventEmitter2) {}

  /**
   * Announces the event and waits for every listener, one after the other, inside the caller's transaction. A
   * listener's error rejects the publish, so the caller's transaction rolls back. Returns the listeners' answers.
   */
  async publish<Reaction>(event: DomainEvent<Reaction>): Promise<Reaction[]> {
    const answers: Reaction[] = [];
    // One at a time, not emitAsync's all-at-once: the listeners share the caller's transaction, which runs one
    // statement at a time.
    for (const listener of this.emitter.listeners(event.name)) {
      const answer = (await listener(event)) as Reaction | undefined | null;
      if (answer !== undefined && answer !== null) answers.push(answer);
    }
    return answers;
  }
}

/**
 * Marks a provider's method as a listener of an event, by the event's name (`BookingsCancelled.NAME`). Errors are not
 * swallowed: a listener that fails makes the publishing change fail with it.
 */
export const OnDomainEvent = (name: string): MethodDecorator =>
  OnEvent(name, { suppressErrors: false, promisify: true });

/** The event bus for the whole process: imported once by the API's and the worker's root modules. */
@Global()
@Module({
  imports: [EventEmitterModule.forRoot({ wildcard: false, ignoreErrors: false })],
  providers: [DomainEvents],
  exports: [DomainEvents],
})
export class DomainEventsModule {}
