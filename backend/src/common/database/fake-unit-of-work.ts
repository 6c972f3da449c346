import { type Transaction, type UnitOfWork } from './transaction.js';

/** An in-memory store of fakes that can be put back as it was, as a rolled-back transaction leaves the database. */
export interface RestorableStore<Saved> {
  save(): Saved;
  restore(saved: Saved): void;
}

/**
 * A unit of work for unit specs whose repositories are fakes: `run` hands the work a token transaction and counts
 * commits and rollbacks, so a spec can assert that a failure half-way wrote nothing and that a success committed once.
 * Given the fakes' store, a work that throws puts the store back as it was when the work began.
 */
export class FakeUnitOfWork<Saved = unknown> implements Pick<UnitOfWork, 'run' | 'flush'> {
  readonly tx = { fake: 'transaction' } as unknown as Transaction;
  commits = 0;
  rollbacks = 0;
  flushes = 0;

  constructor(private readonly store?: RestorableStore<Saved>) {}

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const saved = this.store?.save();
    try {
      const result = await work(this.tx);
      this.commits += 1;
      return result;
    } catch (error) {
      if (this.store) this.store.restore(saved as Saved);
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
