import { type ExecutionContext } from '@nestjs/common';

/**
 * What a route's decorators say (an access rule, a rate limit policy), worked out once per route: it cannot change
 * once the application has started, and reading decorator metadata on every request was a visible share of each
 * answer's time.
 */
export class RouteFacts<T> {
  private readonly byHandler = new WeakMap<object, { controller: object; facts: T }>();

  constructor(private readonly read: (context: ExecutionContext) => T) {}

  of(context: ExecutionContext): T {
    const handler = context.getHandler();
    const controller = context.getClass();
    const known = this.byHandler.get(handler);
    if (known?.controller === controller) return known.facts;
    const facts = this.read(context);
    this.byHandler.set(handler, { controller, facts });
    return facts;
  }
}
