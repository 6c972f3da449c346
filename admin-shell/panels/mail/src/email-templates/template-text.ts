import type { EmailTemplate } from 'admin-kit';

/** The placeholders the product's e-mails fill in (spec section 2, "Admin dialogs"). */
export const TEMPLATE_PLACEHOLDERS = [
  'firstName',
  'membershipPlan',
  'spaceTitle',
  'date',
  'time',
  'duration',
  'subject',
  'body',
] as const;

/** What the preview puts in place of each placeholder. */
export const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  firstName: 'Wanjiku',
  membershipPlan: 'Flexible',
  spaceTitle: 'Tsavo Meeting Room',
  date: 'Friday, December 4, 2026',
  time: '10:00',
  duration: '2 hours',
  subject: 'Welcome to Syokimau Coworking Hub',
  body: 'This is the message body.',
};

/** Lowercase words joined by single hyphens, e.g. 'booking-confirmed'. */
export const TEMPLATE_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Client-side search: case-insensitive on name, subject or description. */
export function filterTemplates(templates: readonly EmailTemplate[], query: string): EmailTemplate[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...templates];
  return templates.filter((template) =>
    [template.name, template.subject, template.description ?? ''].some((text) => text.toLowerCase().includes(needle)),
  );
}

/** The table shows the first 3 variables as {{tokens}}, then '+N more'. */
export function variableChips(variables: readonly string[]): { tokens: string[]; more: string | null } {
  const hidden = variables.length - 3;
  return { tokens: variables.slice(0, 3).map((name) => `{{${name}}}`), more: hidden > 0 ? `+${hidden} more` : null };
}

const PLACEHOLDER = /\{\{\s*(?:#if\s+)?([A-Za-z_][\w.]*)\s*\}\}/g;

/** The placeholders a template uses, in first-use order (what is saved as its variables). */
export function extractVariables(...texts: readonly string[]): string[] {
  const names = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(PLACEHOLDER)) if (match[1] !== 'else') names.add(match[1]!);
  return [...names];
}

const IF_BLOCK = /\{\{\s*#if\s+([A-Za-z_][\w.]*)\s*\}\}([\s\S]*?)(?:\{\{\s*else\s*\}\}([\s\S]*?))?\{\{\s*\/if\s*\}\}/g;

/**
 * The preview: {{#if x}}…{{else}}…{{/if}} keeps the branch the sample values choose, and every
 * {{name}} becomes its sample value (unknown names stay visible so a typo shows).
 */
export function renderPreview(text: string, samples: Readonly<Record<string, string>> = SAMPLE_VALUES): string {
  const withBlocks = text.replace(IF_BLOCK, (_block, name: string, then: string, otherwise = '') =>
    samples[name] ? then : otherwise,
  );
  return withBlocks.replace(/\{\{\s*([A-Za-z_][\w.]*)\s*\}\}/g, (token, name: string) => samples[name] ?? token);
}
