import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

/**
 * Work the worker repeats on a timer (mail relay, payment reconciliation, hold expiry). A timer in
 * each worker rather than a repeatable BullMQ job, so it keeps running after Redis lost its data;
 * every task is safe to run in several workers at once. Runs never overlap within one process, and
 * a failed run is logged and retried at the next tick.
 */
export abstract class PeriodicTask implements OnApplicationBootstrap, OnModuleDestroy {
  protected abstract readonly logger: Logger;
  protected abstract readonly intervalMs: number;
  /** Also run once at start-up (to catch up on what piled up while no worker ran). */
  protected readonly runAtStart: boolean = false;
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  protected abstract tick(): Promise<void>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    if (this.runAtStart) void this.runOnce();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  private async runOnce(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.tick();
    } catch (error) {
      this.logger.warn(`Run failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.running = false;
    }
  }
}
