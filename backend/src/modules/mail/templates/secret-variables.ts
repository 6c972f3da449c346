import { REDACTED } from '../../../common/logging/redact-url.js';

/**
 * Template variables that hold a link which is itself a key: whoever has it can act as the recipient (cancel and
 * refund a booking, sign in to the member portal, pay or unsubscribe). The product renders them only as the link
 * to the recipient (template-safety.ts), and keeps them in the outbox only until the message is sent or given up.
 */
export const SECRET_LINK_VARIABLES = ['manageUrl', 'signInUrl', 'payUrl', 'unsubscribeUrl'] as const;

/** Message headers that carry one of those links (the newsletter's one-click unsubscribe). */
const SECRET_LINK_HEADERS = ['List-Unsubscribe'];

const SECRET_NAMES: ReadonlySet<string> = new Set(SECRET_LINK_VARIABLES);

export function isSecretLinkVariable(name: string): boolean {
  return SECRET_NAMES.has(name);
}

/** The secret links a message's values hold (to blank them out of error texts), longest first. */
export function secretValuesOf(variables: Record<string, unknown>): string[] {
  return SECRET_LINK_VARIABLES.map((name) => variables[name])
    .filter((value): value is string => typeof value === 'string' && value.length > 0 && value !== REDACTED)
    .sort((a, b) => b.length - a.length);
}

/** The values with every secret link replaced by `[redacted]`; null when there is none to replace. */
export function withoutSecretLinks(variables: Record<string, unknown>): Record<string, unknown> | null {
  if (!SECRET_LINK_VARIABLES.some((name) => isPresent(variables[name]))) return null;
  const redacted = { ...variables };
  for (const name of SECRET_LINK_VARIABLES) if (isPresent(redacted[name])) redacted[name] = REDACTED;
  return redacted;
}

/** The headers with the ones that carry a secret link redacted; null when there is none. */
export function headersWithoutSecretLinks(headers: Record<string, string>): Record<string, string> | null {
  const names = Object.keys(headers).filter((name) =>
    SECRET_LINK_HEADERS.some((secret) => secret.toLowerCase() === name.toLowerCase() && headers[name] !== REDACTED),
  );
  if (names.length === 0) return null;
  return { ...headers, ...Object.fromEntries(names.map((name) => [name, REDACTED])) };
}

/** The secret links a stored message no longer holds (redacted after it was sent or given up). */
export function redactedSecretLinks(variables: Record<string, unknown>): string[] {
  return SECRET_LINK_VARIABLES.filter((name) => variables[name] === REDACTED);
}

/** The text with each of the given secret values replaced by `[redacted]`. */
export function redactValuesIn(text: string, secrets: readonly string[]): string {
  let redacted = text;
  for (const secret of secrets) redacted = redacted.split(secret).join(REDACTED);
  return redacted;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== REDACTED;
}
