import { DomainError } from '../../common/errors/domain-error.js';
import { type ErasureRequestStatus } from './entities/erasure-request.entity.js';

export type PrivacyErrorCode = 'request-not-found' | 'already-completed' | 'move-refused' | 'link-invalid';

export class PrivacyError extends DomainError<PrivacyErrorCode> {
  readonly module = 'privacy';
}

/** Each refusal built in one place. */
export const PRIVACY_ERRORS = {
  requestNotFound: () => new PrivacyError('request-not-found', 'not-found', 'Erasure request not found.'),
  alreadyCompleted: (number: string) =>
    new PrivacyError('already-completed', 'conflict', `Erasure request ${number} was completed already.`),
  moveRefused: (from: ErasureRequestStatus, to: ErasureRequestStatus) =>
    new PrivacyError('move-refused', 'conflict', `An erasure request that is ${from} cannot become ${to}.`),
  linkInvalid: () =>
    new PrivacyError(
      'link-invalid',
      'not-found',
      'This link is wrong or has expired (links work for 24 hours). Ask for a new one on the privacy page.',
    ),
};

/** What the person reads after asking. */
export const PRIVACY_MESSAGES = {
  erasureRequested:
    'We received your request to erase your personal data. Staff will complete it within 30 days and e-mail you no further; records the tax law requires (receipts) are kept without your name.',
  erasureAlreadyOpen:
    'Your earlier request to erase your personal data is open; staff will complete it within 30 days.',
  linkSent:
    'If this address is right, a link has been e-mailed to it. It works for 24 hours. Check your spam folder if it does not arrive within a few minutes.',
};
