import { type MailRequest } from '../../mail/delivery/mail.service.js';

/** The e-mailed unsubscribe link: the subscriber's random token, never the address. */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/unsubscribe/${encodeURIComponent(token)}`;
}

/**
 * What every newsletter-type e-mail carries: the link in its text (the template's `unsubscribeUrl`) and in the
 * headers mail clients turn into an Unsubscribe button (RFC 2369), one-click by POST (RFC 8058).
 */
export function newsletterMail(publicUrl: string, token: string): Pick<MailRequest, 'headers' | 'variables'> {
  const url = unsubscribeUrl(publicUrl, token);
  return {
    variables: { unsubscribeUrl: url },
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
