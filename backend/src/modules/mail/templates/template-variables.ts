/**
 * Template variables arrive as a JSON-encoded list (the admin form sends `'["firstName","date"]'`)
 * and older rows may hold a comma-separated string. Anything else — or nothing — is an empty list.
 */
export function parseVariables(value: unknown): string[] {
  if (Array.isArray(value)) return cleanNames(value);
  if (typeof value !== 'string' || !value.trim()) return [];
  const text = value.trim();
  if (text.startsWith('[') || text.startsWith('{') || text.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? cleanNames(parsed) : typeof parsed === 'string' ? parseVariables(parsed) : [];
    } catch {
      return [];
    }
  }
  return cleanNames(text.split(','));
}

function cleanNames(values: unknown[]): string[] {
  const names = values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim().replace(/^{{\s*|\s*}}$/g, ''));
  return [...new Set(names.filter((name) => /^[a-zA-Z_][\w.]*$/.test(name)))];
}
