import { DomainError } from '../../common/errors/domain-error.js';
import { type OutboxStatus } from './entities/mail-outbox.entity.js';
import { EMAIL_LOG_MESSAGES, TEMPLATE_MESSAGES } from './mail.messages.js';

/** The mail module's refusals: one class, a code per rule, the words from mail.messages.ts. */
export type MailErrorCode =
  | 'email-not-found'
  | 'email-not-failed'
  | 'email-link-forgotten'
  | 'template-not-found'
  | 'template-name-taken'
  | 'template-syntax-error'
  | 'template-unsafe';

export class MailError extends DomainError<MailErrorCode> {
  readonly module = 'mail';
}

/** Each refusal built in one place, so a rule's code, kind and words cannot drift apart. */
export const MAIL_ERRORS = {
  emailNotFound: () => new MailError('email-not-found', 'not-found', EMAIL_LOG_MESSAGES.notFound),
  emailNotFailed: (status: OutboxStatus) =>
    new MailError('email-not-failed', 'conflict', EMAIL_LOG_MESSAGES.notFailed(status)),
  emailLinkForgotten: (names: string[]) =>
    new MailError('email-link-forgotten', 'conflict', EMAIL_LOG_MESSAGES.linkForgotten(names)),
  templateNotFound: () => new MailError('template-not-found', 'not-found', TEMPLATE_MESSAGES.notFound),
  templateNameTaken: () =>
    new MailError('template-name-taken', 'conflict', TEMPLATE_MESSAGES.nameTaken, {
      name: TEMPLATE_MESSAGES.nameTaken,
    }),
  /** `field` is the part's field name in the request (subject, htmlContent, textContent), `part` its words. */
  templateSyntaxError: (part: string, field: string, problem: string) =>
    new MailError('template-syntax-error', 'invalid', TEMPLATE_MESSAGES.syntax(part, problem), { [field]: problem }),
  /** The first problem is the message; each part at fault carries its own (template-safety.ts words them). */
  templateUnsafe: (message: string, errors: Record<string, string>) =>
    new MailError('template-unsafe', 'invalid', message, errors),
};
