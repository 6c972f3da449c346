import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { productUnderTest } from './environment.js';

/**
 * Messages parsed so far, by file name. A message file never changes once it has its name (the catcher writes it
 * under another name and renames it), so each is read and parsed once, not at every poll of every wait.
 */
const parsedMessages = new Map<string, Promise<ParsedMail>>();

/** Every message the product has sent so far, oldest first. */
export async function sentMail(): Promise<ParsedMail[]> {
  const folder = productUnderTest().mailFolder;
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map((name) => {
      let message = parsedMessages.get(name);
      if (!message) {
        message = readFile(join(folder, name)).then((bytes) => simpleParser(bytes));
        parsedMessages.set(name, message);
      }
      return message;
    }),
  );
}

function recipients(mail: ParsedMail): string {
  const to = mail.to;
  return (Array.isArray(to) ? to : to ? [to] : []).map((address) => address.text).join(', ');
}

/** Waits for a message to `address` whose subject matches. */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 30_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await sentMail()).find(
      (mail) => recipients(mail).includes(address) && subject.test(mail.subject ?? ''),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = (await sentMail()).map((mail) => `${recipients(mail)}: ${mail.subject}`).join('\n');
      throw new Error(`No mail to ${address} matching ${subject} within ${timeoutMs} ms. Sent:\n${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The customer's manage link (`PUBLIC_URL/bookings/manage/<token>`) in a booking or tour e-mail. */
export function manageLinkIn(mail: ParsedMail): string {
  const text = `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`;
  const link = /https?:\/\/[^\s"<>]+\/bookings\/manage\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  if (!link) throw new Error(`No manage link in "${mail.subject}":\n${mail.text}`);
  return link;
}

/** The member's sign-in link (`PUBLIC_URL/member-portal#token=<token>`) in the e-mail that carries it. */
export function signInLinkIn(mail: ParsedMail): string {
  const text = `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`;
  const link = /https?:\/\/[^\s"<>]+\/member-portal#token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No sign-in link in "${mail.subject}":\n${mail.text}`);
  return link;
}

/** The check-in code as the e-mail prints it ("Check-in code: ABCD-EFGH"), and the inline QR image it carries. */
export function checkInCodeIn(mail: ParsedMail): string {
  const code = /Check-in code:\s*([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`No check-in code in "${mail.subject}":\n${mail.text}`);
  if (!mail.attachments.some((attachment) => attachment.cid === 'check-in-code'))
    throw new Error(`No inline QR code in "${mail.subject}"`);
  return code;
}
