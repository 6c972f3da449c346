/**
 * The token of an e-mailed privacy link (`/privacy/request#<token>`): the fragment never reaches a server or a
 * Referer. Anything that is not a plain token (an empty fragment, an anchor with spaces) is none.
 */
export function privacyLinkToken(hash: string): string | undefined {
  const token = decodeURIComponentSafely(hash.replace(/^#/, '').trim());
  return /^[\w.~-]{16,}$/.test(token) ? token : undefined;
}

function decodeURIComponentSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
