/**
 * Amenities and plan features (spec section 2): an entry is added trimmed, and only when it is not
 * blank and not already in the list. Returns the list unchanged otherwise.
 */
export function addListEntry(list: readonly string[], entry: string): string[] {
  const value = entry.trim();
  if (!value || list.includes(value)) return [...list];
  return [...list, value];
}
