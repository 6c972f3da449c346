import { EntityManager } from '@mikro-orm/postgresql';
import { Global, Injectable, Module } from '@nestjs/common';

/**
 * One database transaction (a unit of work) as services see it: a handle they pass from repository to repository so
 * that every write made with it commits or rolls back together. Only repositories look inside, through
 * `entityManagerOf`; a service cannot query with it.
 */
export class Transaction {
  /** Kept off the type: only `entityManagerOf` (for repositories) reads it. */
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /** The ORM's view, for `entityManagerOf` only. */
  static entityManagerOf(tx: Transaction): EntityManager {
    return tx.#em;
  }
}

/** The ORM's view of a transaction: for repositories and `common/database` only. */
export function entityManagerOf(tx: Transaction): EntityManager {
  return Transaction.entityManagerOf(tx);
}

/**
 * Starts transactions. `run` gives the work a fresh unit of work inside one database transaction: everything written
 * through repositories with its handle is committed together when the work returns, or nothing when it throws.
 */
@Injectable()
export class UnitOfWork {
  constructor(private readonly em: EntityManager) {}

  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.em.fork().transactional((em) => work(new Transaction(em)));
  }

  /**
   * Writes what the transaction changed so far without ending it: generated values appear and constraint violations
   * surface here, where the caller can still answer them, rather than at the commit.
   */
  flush(tx: Transaction): Promise<void> {
    return entityManagerOf(tx).flush();
  }
}

/** Gives every module the unit of work, as the ORM module gives them the EntityManager. */
@Global()
@Module({ providers: [UnitOfWork], exports: [UnitOfWork] })
export class UnitOfWorkModule {}
