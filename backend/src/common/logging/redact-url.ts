/** What a secret is replaced with wherever the product writes it down (log lines, sent e-mail's stored values). */
export const REDACTED = '[redacted]';

/**
 * Routes whose next path segment is a key by itself: a booking's manage link (the storefront page and its API), the
 * newsletter's unsubscribe link, the SMS delivery-report callback and a signed privacy link. Matched as the router matches paths (any case, optional /api prefix).
 */
const SECRET_PATH =
  /^((?:\/+api)?\/+(?:bookings\/+manage|newsletter\/+unsubscribe|sms\/+delivery-reports|privacy\/+requests)\/+)[^/?#]+/i;

/** Query (or fragment) parameters whose value is a key, whatever it looks like. */
const SECRET_PARAMETERS = new Set([
  'token',
  'signature',
  'sig',
  'key',
  'secret',
  'password',
  'code',
  'access_token',
  'auth',
]);

/** A run long enough to be a random key (32 bytes of base64url is 43 characters, a hex digest 64). */
const LONG_RUN = /[A-Za-z0-9_-]{32,}/;
const LONG_SEGMENT = /(\/)([A-Za-z0-9_-]{32,})(?=\/|$)/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX = /^[0-9a-f]+$/i;
const QUERY_OR_FRAGMENT = /[?#]/;

/**
 * True for a value that reads as a random key rather than a word, slug or id: 32 or more characters of the token
 * alphabet mixing upper case, lower case and digits (base64url), or 32 or more hex digits. A UUID is a record's
 * id, not a key, and a slug (`a-long-blog-post-title-2026`) has no upper case: both stay readable.
 */
export function looksLikeSecret(value: string): boolean {
  const bare = value.replace(/(=|%3D)+$/i, '');
  if (bare.length < 32 || !/^[A-Za-z0-9_-]+$/.test(bare) || UUID.test(bare)) return false;
  if (HEX.test(bare)) return true;
  return /[a-z]/.test(bare) && /[A-Z]/.test(bare) && /[0-9]/.test(bare);
}

/**
 * The URL with every key in it replaced by `[redacted]`: the segment after a secret route's prefix, the values of
 * secret-named query and fragment parameters, and any other path segment or value that looks like a random key.
 * Called for every request line, so a URL with no query, no fragment and no long run of token characters (most
 * of them, `/api/spaces` among them) costs one scan and one anchored regex test and comes back as it was.
 */
export function redactUrl(url: string): string {
  const cut = url.search(QUERY_OR_FRAGMENT);
  let path = cut === -1 ? url : url.slice(0, cut);
  if (SECRET_PATH.test(path)) path = path.replace(SECRET_PATH, `$1${REDACTED}`);
  if (LONG_RUN.test(path))
    path = path.replace(LONG_SEGMENT, (whole, slash: string, segment: string) =>
      looksLikeSecret(segment) ? `${slash}${REDACTED}` : whole,
    );
  if (cut === -1) return path;
  const rest = url.slice(cut);
  const hash = rest.indexOf('#');
  const query = hash === -1 ? rest : rest.slice(0, hash);
  const fragment = hash === -1 ? '' : rest.slice(hash);
  return (
    path + (query && `?${redactParameters(query.slice(1))}`) + (fragment && `#${redactParameters(fragment.slice(1))}`)
  );
}

function redactParameters(parameters: string): string {
  if (!parameters) return parameters;
  return parameters
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      const value = equals === -1 ? '' : pair.slice(equals + 1);
      if (equals === -1) return looksLikeSecret(name) ? REDACTED : pair;
      return isSecretParameter(name) || looksLikeSecret(value) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

function isSecretParameter(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A malformed escape: judge the name as written.
  }
  return SECRET_PARAMETERS.has(decoded.trim().toLowerCase());
}

/**
 * Free text (an error message) with every URL in it redacted, for log lines that quote one. Cheap when the text
 * holds no '/'.
 */
export function redactUrlsIn(text: string): string {
  if (!text.includes('/')) return text;
  return text.replace(/(?:https?:\/\/[^\s/"'<>]+)?\/[^\s"'<>]*/g, (found) => {
    const origin = /^https?:\/\/[^/]+/.exec(found)?.[0] ?? '';
    return origin + redactUrl(found.slice(origin.length));
  });
}
