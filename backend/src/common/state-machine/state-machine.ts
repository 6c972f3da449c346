import { type DomainError } from '../errors/domain-error.js';

/** A status field's state machine: its table of allowed moves and the one function every status write goes through. */
export interface StateMachine<S extends string> {
  /** From each status, the statuses it may move to. */
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  /** Whether the table allows the move (staying where it is is not a move). */
  canMove(from: S, to: S): boolean;
  /**
   * The one place the status changes. Returns false when it already has that status (nothing to do); throws the
   * module's refusal (a conflict naming both statuses) when the table refuses the move.
   */
  move(subject: { status: S }, to: S): boolean;
}

export function stateMachine<S extends string>(
  transitions: Readonly<Record<S, readonly S[]>>,
  /** The owning module's error for a move the table refuses. */
  refused: (from: S, to: S) => DomainError,
): StateMachine<S> {
  const canMove = (from: S, to: S) => transitions[from].includes(to);
  return {
    transitions,
    canMove,
    move(subject, to) {
      if (subject.status === to) return false;
      if (!canMove(subject.status, to)) throw refused(subject.status, to);
      subject.status = to;
      return true;
    },
  };
}
