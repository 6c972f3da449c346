import { stateMachine } from '../../../common/state-machine/state-machine.js';
import { type ErasureRequestStatus } from '../entities/erasure-request.entity.js';
import { PRIVACY_ERRORS } from '../privacy.errors.js';

/**
 * An erasure request's states; every status write goes through `moveErasureRequest`.
 *
 *   requested ──▶ completed   (staff erased the person's data; kept 5 years as the proof)
 */
export const ERASURE_REQUEST_TRANSITIONS: Record<ErasureRequestStatus, readonly ErasureRequestStatus[]> = {
  requested: ['completed'],
  completed: [],
};

const machine = stateMachine(ERASURE_REQUEST_TRANSITIONS, PRIVACY_ERRORS.moveRefused);

export function moveErasureRequest(request: { status: ErasureRequestStatus }, to: ErasureRequestStatus): boolean {
  return machine.move(request, to);
}
