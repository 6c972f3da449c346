import { type Transaction, type UnitOfWork } from './transaction.js';

/**
 * A unit of work for unit specs whose repositories are fakes: `run` hands the work a token transaction and counts
 * commits and rollbacks, so a spec can assert that a failure half-way wrote nothing (its fakes decide what that
 * means) and that a success committed once.
 */
export class FakeUnitOfWork implements Pick<UnitOfWork, 'run' | 'flush'> {
  readonly tx = { fake: 'transaction' } as unknown as Transaction;
  commits = 0;
  rollbacks = 0;
  flushes = 0;

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      const result = await work(this.tx);
      this.commits += 1;
      return result;
    } catch (error) {
      this.rollbacks += 1;
      throw error;
    }
  }

  async flush(): Promise<void> {
    this.flushes += 1;
  }

  /** Typed as the real one, for constructors. */
  asUnitOfWork(): UnitOfWork {
    return this as unknown as UnitOfWork;
  }
}
