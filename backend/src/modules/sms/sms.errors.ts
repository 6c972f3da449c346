import { DomainError } from '../../common/errors/domain-error.js';
import { type SmsStatus } from './entities/sms-outbox.entity.js';

export type SmsErrorCode =
  | 'sms-not-found'
  | 'sms-not-failed'
  | 'sms-no-consent'
  | 'sms-transition-refused'
  | 'sms-template-not-found'
  | 'sms-template-syntax-error'
  | 'sms-template-too-long'
  | 'sms-callback-not-found';

export class SmsError extends DomainError<SmsErrorCode> {
  readonly module = 'sms';
}

const STATUS_WORDS: Record<SmsStatus, string> = {
  queued: 'waiting to be sent',
  sent: 'sent',
  delivered: 'delivered',
  failed: 'failed',
  skipped: 'skipped',
};

export const SMS_MESSAGES = {
  notFound: 'No such SMS in the log.',
  notFailed: (status: SmsStatus) => `Only a failed SMS can be sent again; this one is ${STATUS_WORDS[status]}.`,
  refused: (from: SmsStatus, to: SmsStatus) =>
    `This SMS is ${STATUS_WORDS[from]} and cannot become ${STATUS_WORDS[to]}. Reload the SMS log to see where it stands.`,
  templateNotFound: (names: readonly string[]) =>
    `No SMS template has that name. The product's SMS templates are ${names.join(', ')}.`,
  syntax: (problem: string) => `The text cannot be read as a template: ${problem}`,
};

/** Each refusal built in one place, so a rule's code, kind and words cannot drift apart. */
export const SMS_ERRORS = {
  notFound: () => new SmsError('sms-not-found', 'not-found', SMS_MESSAGES.notFound),
  notFailed: (status: SmsStatus) => new SmsError('sms-not-failed', 'conflict', SMS_MESSAGES.notFailed(status)),
  noConsent: () =>
    new SmsError(
      'sms-no-consent',
      'conflict',
      'This number has withdrawn its consent to SMS (or its owner was erased), so it is not texted again.',
    ),
  transitionRefused: (from: SmsStatus, to: SmsStatus) =>
    new SmsError('sms-transition-refused', 'conflict', SMS_MESSAGES.refused(from, to)),
  templateNotFound: (names: readonly string[]) =>
    new SmsError('sms-template-not-found', 'not-found', SMS_MESSAGES.templateNotFound(names)),
  templateSyntaxError: (problem: string) =>
    new SmsError('sms-template-syntax-error', 'invalid', SMS_MESSAGES.syntax(problem), {
      text: SMS_MESSAGES.syntax(problem),
    }),
  templateTooLong: (message: string) => new SmsError('sms-template-too-long', 'invalid', message, { text: message }),
  /** A delivery report to a URL without the right secret: answered as if the route did not exist. */
  callbackNotFound: () => new SmsError('sms-callback-not-found', 'not-found', 'Not Found'),
};
