import Handlebars from 'handlebars';
import { convert } from 'html-to-text';

export interface RenderableTemplate {
  subject: string;
  htmlContent: string;
  textContent: string | null;
}

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

/** One Handlebars instance for the product: no helpers beyond the built-ins ({{#if}}, {{#each}}, …). */
const handlebars = Handlebars.create();

/**
 * Compiled templates by source, the least recently used dropped first. Compiling (parsing, generating the function
 * and its source map) was most of the worker's CPU per message, and a busy hour sends the same few templates over and
 * over; a template staff edit is new source, so it is compiled afresh and the old one ages out.
 */
const COMPILED_TEMPLATES = 200;
const compiled = new Map<string, HandlebarsTemplateDelegate>();

function compiledTemplate(source: string, escape: boolean): HandlebarsTemplateDelegate {
  const key = `${escape ? 'html' : 'text'}\u0000${source}`;
  let template = compiled.get(key);
  if (template) compiled.delete(key);
  else template = handlebars.compile(source, escape ? { strict: false } : { noEscape: true });
  compiled.set(key, template);
  if (compiled.size > COMPILED_TEMPLATES) compiled.delete(compiled.keys().next().value!);
  return template;
}

/**
 * Renders a template with Handlebars semantics. Values are HTML-escaped in the HTML part; the
 * subject and the text part are plain text and are not. The text part is always present: when a
 * template has none it is made from the HTML.
 */
export function renderTemplate(template: RenderableTemplate, variables: Record<string, unknown>): RenderedMessage {
  const html = compiledTemplate(template.htmlContent, true)(variables);
  const subject = compiledTemplate(template.subject, false)(variables).replace(/\s+/g, ' ').trim();
  const text = template.textContent?.trim()
    ? compiledTemplate(template.textContent, false)(variables)
    : convert(html, { wordwrap: 100 });
  return { subject, html, text };
}

/** The placeholders a template uses, in order of first appearance ({{firstName}}, {{#if notes}} → notes). */
export function placeholdersOf(...sources: string[]): string[] {
  const names = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/{{[#/]?(?:if|unless|each|with)?\s*([a-zA-Z_][\w.]*)\s*}}/g)) {
      if (!['if', 'unless', 'each', 'with', 'else', 'this'].includes(match[1])) names.add(match[1]);
    }
  }
  return [...names];
}

/** True when Handlebars can compile the text; the error message otherwise. */
export function templateSyntaxError(source: string): string | null {
  try {
    handlebars.precompile(source);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
}
