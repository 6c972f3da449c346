import { type OutboxStatus } from './entities/mail-outbox.entity.js';

/** What the e-mail log answers an admin who resends an e-mail. */
export const EMAIL_LOG_MESSAGES = {
  notFound: 'That e-mail is not in the log.',
  notFailed: (status: OutboxStatus) =>
    status === 'sent'
      ? 'That e-mail was delivered; only failed e-mails can be resent.'
      : 'That e-mail is still being tried; only failed e-mails can be resent.',
  linkForgotten: (names: string[]) =>
    `That e-mail held a private link (${names.join(', ')}) that is erased once an e-mail fails for good, so it cannot be sent again as it was. Give the customer a new link the usual way (a new confirmation, sign-in or pay link).`,
};

/** What the e-mail templates answer an admin who edits them (a template's safety problems: template-safety.ts). */
export const TEMPLATE_MESSAGES = {
  notFound: 'Email template not found.',
  nameTaken: 'An email template with this name already exists.',
  syntax: (part: string, problem: string) => `The ${part} has a template error: ${problem}`,
};
