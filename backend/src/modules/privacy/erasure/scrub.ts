import { phoneKey } from '../consents/consents.service.js';

/** What identifies the person inside free text and stored JSON. */
export interface PersonNeedles {
  emails: readonly string[];
  phones: readonly string[];
  names: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A copy of `value` (any JSON) where every string that mentions the person says `label` instead: e-mail addresses and
 * names (whole or in part) are replaced, and a string that is one of their phone numbers, written any way, becomes
 * `label`. Numbers, booleans, keys and other text stay as they were (amounts, receipt numbers, dates).
 */
export function scrubbed<T>(
  value: T,
  needles: PersonNeedles,
  label: string,
  /** Keys (at any depth) whose values stay as they are: what tax law keeps (a company's name, its KRA PIN). */
  keepKeys: readonly string[] = [],
): T {
  const texts = [...needles.emails, ...needles.names]
    .map((text) => text.trim())
    .filter((text) => text.length >= 3)
    .sort((a, b) => b.length - a.length);
  // Whole words only: the name "Ann" leaves "Annual" alone.
  const pattern = texts.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${texts.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu')
    : null;
  const kept = new Set(keepKeys);
  const phones = new Set(needles.phones);
  const phonePattern = /\+?\d[\d\s().-]{7,}\d/g;
  const scrubText = (text: string): string => {
    if (phones.size > 0 && phones.has(phoneKey(text) ?? '')) return label;
    let result = pattern ? text.replace(pattern, label) : text;
    if (phones.size > 0)
      result = result.replace(phonePattern, (found) => (phones.has(phoneKey(found) ?? '') ? label : found));
    return result;
  };
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return scrubText(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object')
      return Object.fromEntries(
        Object.entries(node as Record<string, unknown>).map(([key, item]) => [key, kept.has(key) ? item : walk(item)]),
      );
    return node;
  };
  return walk(value) as T;
}

/** Whether `value` (any JSON) mentions the person anywhere. */
export function mentions(value: unknown, needles: PersonNeedles): boolean {
  return JSON.stringify(scrubbed(value, needles, '\u0000')) !== JSON.stringify(value);
}

/** The scrub of an erasure: the person's addresses and names replaced by the request's label, `keepKeys` left alone. */
export function erasureScrub(
  erasure: { emails: readonly string[]; phones: readonly string[]; names: readonly string[]; label: string },
  keepKeys: readonly string[] = [],
): <T>(value: T) => T {
  return (value) => scrubbed(value, erasure, erasure.label, keepKeys);
}
