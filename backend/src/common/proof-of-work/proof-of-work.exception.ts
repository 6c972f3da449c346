import { BadRequestException } from '@nestjs/common';
import { type ProofOfWorkRefusal } from './proof-of-work-challenges.js';

/** What a person reads when a form's proof of work is refused; trying again in the browser solves a new one. */
export const PROOF_OF_WORK_MESSAGES: Record<ProofOfWorkRefusal, string> = {
  missing: 'Your browser did not finish the security check. Please try again.',
  unreadable: 'Your browser sent a security check we could not read. Please reload the page and try again.',
  invalid: 'Your browser sent a security check that did not pass. Please reload the page and try again.',
  expired: 'The security check expired while the form was open. Please try again.',
  reused: 'This security check was already used for another form. Please try again.',
};

/** 503: the answer could not be recorded as used (the database is unreachable), so the form is not taken. */
export const PROOF_OF_WORK_UNAVAILABLE_MESSAGE =
  'We could not check the security check just now, so your form was not sent. Please try again in a few minutes.';

/** 400 with the refusal's message; nothing of the form was read, stored or mailed. */
export class ProofOfWorkException extends BadRequestException {
  constructor(readonly refusal: ProofOfWorkRefusal) {
    super({ message: PROOF_OF_WORK_MESSAGES[refusal] });
  }
}
