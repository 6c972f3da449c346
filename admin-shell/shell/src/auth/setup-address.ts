/** Where a setup link opens the shell: `PUBLIC_URL/admin/setup#<token>`. */
export const SETUP_PATH = '/admin/setup';

/** Whether the page was opened at the setup address (in any case, with or without a trailing slash). */
export function isSetupAddress(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === SETUP_PATH;
}

/** The token a setup link carries after `#`, or null when the link was cut short. */
export function setupTokenFrom(hash: string): string | null {
  const token = hash.replace(/^#/, '').trim();
  return token || null;
}
