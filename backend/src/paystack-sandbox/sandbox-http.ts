import { type Request, type Response } from 'express';
import { type SandboxState } from './sandbox-state.js';

/** Paystack's answers to requests it refuses before looking at what they ask, shared by every route. */

export function authorised(state: SandboxState, request: Request, response: Response): boolean {
  if (request.get('authorization') === `Bearer ${state.options.secretKey}`) return true;
  response.status(401).json({ status: false, message: 'Invalid key' });
  return false;
}

export function invalidParams(response: Response, message: string): void {
  response.status(400).json({ status: false, message, type: 'validation_error', code: 'invalid_params' });
}

/** References are unique across every transaction, whichever endpoint made it and however it ended. */
export function refusedDuplicate(state: SandboxState, reference: string, response: Response): boolean {
  if (!state.transactions.has(reference)) return false;
  response.status(400).json({
    status: false,
    message: 'Duplicate Transaction Reference',
    type: 'validation_error',
    code: 'duplicate_reference',
  });
  return true;
}
