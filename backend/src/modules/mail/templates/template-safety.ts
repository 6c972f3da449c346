import Handlebars from 'handlebars';
import { Parser } from 'htmlparser2';
import { isSecretLinkVariable } from './secret-variables.js';

type Node = hbs.AST.Node;
type Expression = hbs.AST.Expression;

/** Which part of a template: the HTML is read as HTML; the subject and the text part are plain text. */
export type TemplatePart = 'subject' | 'htmlContent' | 'textContent';

const PART_LABEL: Record<TemplatePart, string> = {
  subject: 'subject',
  htmlContent: 'HTML content',
  textContent: 'text content',
};

export const TEMPLATE_SAFETY_MESSAGES = {
  secretInSubject: (name: string) =>
    `The subject uses {{${name}}}, a private link: it can only be in the content, as the link itself (<a href="{{${name}}}">…</a>).`,
  secretMisplaced: (part: TemplatePart, name: string) =>
    `The ${PART_LABEL[part]} uses {{${name}}}, a private link, where it could reach someone else: it can only be the whole href of a link (<a href="{{${name}}}">…</a>) or stand alone as text, never inside another address, an image, a style or a helper.`,
  secretJoined: (part: TemplatePart, name: string) =>
    `The ${PART_LABEL[part]} joins {{${name}}}, a private link, to other text: it must stand alone, with a space or a line break either side.`,
  unescaped: (name: string) =>
    `The HTML content prints {{{${name}}}} without escaping: use {{${name}}}, so that what a visitor typed cannot add HTML to the e-mail.`,
  everyValue: (part: TemplatePart, helper: string) =>
    `The ${PART_LABEL[part]} hands every value of the e-mail to {{${helper}}}: name the value you need instead.`,
  partial: (part: TemplatePart) =>
    `The ${PART_LABEL[part]} uses a partial or decorator ({{> …}}): e-mail templates have none.`,
  styleSelector: (name: string) =>
    `The HTML content has a <style> block with an attribute selector ([…]) next to {{${name}}}, a private link: such a selector can read the link. Style the elements by tag or class instead.`,
};

export interface TemplateProblem {
  part: TemplatePart;
  message: string;
}

/** A value printed by the template, at the place its marker holds in the flattened text. */
interface Printed {
  /** The variable's name when it is a secret link printed by itself ({{manageUrl}}); null for any other value. */
  secret: string | null;
}

const MARKER = /\uE000(\d+)\uE001/g;
const marker = (index: number) => `\uE000${index}\uE001`;
/** Helpers whose block only decides whether to show its content: a secret link as their condition prints nothing. */
const CONDITIONS = new Set(['if', 'unless']);
/** Elements whose content is not text a reader sees (or is another language: CSS, script, SVG, MathML). */
const NOT_TEXT = new Set([
  'style',
  'script',
  'title',
  'textarea',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'template',
  'plaintext',
  'svg',
  'math',
]);
/** What may stand right before and right after a link standing alone in text. */
const BEFORE_ALONE = /[\s(<["']/;
const AFTER_ALONE = /[\s)>\]"'.,;:!?]/;

/**
 * Reads a template part with Handlebars' own parser and says what in it could leak a private link or let a
 * visitor's text become HTML; an empty list when nothing does. A private link (SECRET_LINK_VARIABLES) may be the
 * condition of {{#if}}/{{#unless}}, the whole href of an <a>, or text standing alone; anywhere else (an image,
 * another address, a style, a helper, the subject) its reader could be someone other than the recipient. The HTML
 * never prints a value unescaped ({{{…}}} or {{& …}}): every value the product passes is text.
 *
 * Branches are read one after the other ({{#if}} and {{else}} both), so a value's surroundings are judged in every
 * way the template can render.
 */
export function templateProblems(part: TemplatePart, source: string): TemplateProblem[] {
  let program: hbs.AST.Program;
  try {
    program = Handlebars.parse(source);
  } catch {
    return []; // A syntax error is reported by the syntax check, with Handlebars' own words.
  }
  const problems: string[] = [];
  const printed: Printed[] = [];
  let flat = '';

  const refusesEveryValue = (expression: Expression, helper: string): boolean => {
    if (expression.type === 'PathExpression' && namedParts(expression as hbs.AST.PathExpression)?.length === 0) {
      problems.push(TEMPLATE_SAFETY_MESSAGES.everyValue(part, helper));
      return true;
    }
    return false;
  };
  /** A secret link handed to a helper (or a subexpression, or a hash value): refused. */
  const checkArguments = (node: { params: Expression[]; hash?: hbs.AST.Hash }, helper: string, condition: boolean) => {
    const values = [...node.params, ...(node.hash?.pairs.map((pair) => pair.value) ?? [])];
    for (const value of values) {
      const secret = secretReferenceIn(value);
      if (secret && !(condition && value.type === 'PathExpression' && isWholeSecret(value as hbs.AST.PathExpression)))
        problems.push(TEMPLATE_SAFETY_MESSAGES.secretMisplaced(part, secret));
      if (!condition) refusesEveryValue(value, helper);
    }
  };

  const walk = (node: Node | undefined): void => {
    if (!node) return;
    switch (node.type) {
      case 'Program':
        (node as hbs.AST.Program).body.forEach(walk);
        return;
      case 'ContentStatement':
        flat += (node as hbs.AST.ContentStatement).value;
        return;
      case 'CommentStatement':
        return;
      case 'MustacheStatement': {
        const mustache = node as hbs.AST.MustacheStatement;
        const helper = expressionName(mustache.path);
        const isValue = mustache.params.length === 0 && !mustache.hash;
        if (isValue && mustache.path.type === 'PathExpression') {
          const path = mustache.path as hbs.AST.PathExpression;
          const secret = secretReferenceIn(path);
          if (secret && !isWholeSecret(path)) problems.push(TEMPLATE_SAFETY_MESSAGES.secretMisplaced(part, secret));
          if (part === 'htmlContent' && !mustache.escaped) problems.push(TEMPLATE_SAFETY_MESSAGES.unescaped(helper));
          printed.push({ secret: secret && isWholeSecret(path) ? secret : null });
        } else {
          const secret = secretReferenceIn(mustache.path);
          if (secret) problems.push(TEMPLATE_SAFETY_MESSAGES.secretMisplaced(part, secret));
          checkArguments(mustache, helper, false);
          if (part === 'htmlContent' && !mustache.escaped) problems.push(TEMPLATE_SAFETY_MESSAGES.unescaped(helper));
          printed.push({ secret: null });
        }
        flat += marker(printed.length - 1);
        return;
      }
      case 'BlockStatement': {
        const block = node as hbs.AST.BlockStatement;
        const helper = expressionName(block.path);
        const secret = secretReferenceIn(block.path);
        if (secret) problems.push(TEMPLATE_SAFETY_MESSAGES.secretMisplaced(part, secret));
        checkArguments(block, helper, CONDITIONS.has(helper));
        walk(block.program);
        walk(block.inverse);
        return;
      }
      default:
        // Partials and decorators: none exist for e-mail, and a partial would see every value.
        problems.push(TEMPLATE_SAFETY_MESSAGES.partial(part));
    }
  };
  walk(program);

  if (part === 'subject') {
    for (const { secret } of printed) if (secret) problems.push(TEMPLATE_SAFETY_MESSAGES.secretInSubject(secret));
  } else if (part === 'textContent') {
    problems.push(...textPlacementProblems(part, flat, printed));
  } else {
    problems.push(...htmlPlacementProblems(flat, printed));
  }
  return [...new Set(problems)].map((message) => ({ part, message }));
}

/** Every problem of a whole template (subject, HTML and text part), in that order. */
export function templateSafetyProblems(template: {
  subject?: string | null;
  htmlContent?: string | null;
  textContent?: string | null;
}): TemplateProblem[] {
  return (['subject', 'htmlContent', 'textContent'] as const).flatMap((part) => {
    const source = template[part];
    return source ? templateProblems(part, source) : [];
  });
}

/** A secret link in plain text must stand alone: nothing but a space, a bracket or punctuation either side. */
function textPlacementProblems(part: TemplatePart, text: string, printed: Printed[]): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(MARKER)) {
    const secret = printed[Number(match[1])].secret;
    if (!secret) continue;
    const start = match.index;
    const end = start + match[0].length;
    const before = start === 0 ? ' ' : text[start - 1];
    const after = end === text.length ? ' ' : text[end];
    if (!BEFORE_ALONE.test(before) || !AFTER_ALONE.test(after))
      problems.push(TEMPLATE_SAFETY_MESSAGES.secretJoined(part, secret));
  }
  return problems;
}

/**
 * Reads the flattened HTML as a mail client would (htmlparser2) and accepts each printed secret link only where it
 * is the exact href of an <a> (with no `ping`, which would post the link elsewhere on a click) or text standing
 * alone outside style, script and foreign content. Anything else, attribute or comment (Outlook reads conditional
 * comments as HTML), is refused.
 */
function htmlPlacementProblems(html: string, printed: Printed[]): string[] {
  const secrets = printed.map((value) => value.secret);
  if (!secrets.some(Boolean)) return [];
  const accepted = new Set<number>();
  const problems: string[] = [];
  const open: string[] = [];
  let hiddenDepth = 0;
  let text = '';
  let styles = '';

  const markersIn = (value: string) => [...value.matchAll(MARKER)].map((match) => Number(match[1]));
  const flushText = () => {
    if (!text) return;
    if (hiddenDepth > 0) {
      if (open.includes('style')) styles += text;
    } else {
      for (const problem of textPlacementProblems('htmlContent', text, printed)) problems.push(problem);
      for (const index of markersIn(text)) accepted.add(index);
    }
    text = '';
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        flushText();
        const tag = name.toLowerCase();
        for (const [attribute, value] of Object.entries(attributes)) {
          const isLink =
            hiddenDepth === 0 &&
            tag === 'a' &&
            attribute.toLowerCase() === 'href' &&
            !Object.keys(attributes).some((other) => other.toLowerCase() === 'ping');
          const markers = markersIn(value);
          if (isLink && markers.length === 1 && value.trim() === marker(markers[0])) accepted.add(markers[0]);
        }
        open.push(tag);
        if (NOT_TEXT.has(tag)) hiddenDepth++;
      },
      ontext(chunk) {
        text += chunk;
      },
      onclosetag(name) {
        flushText();
        const tag = name.toLowerCase();
        const at = open.lastIndexOf(tag);
        if (at === -1) return;
        for (const closed of open.splice(at)) if (NOT_TEXT.has(closed)) hiddenDepth--;
      },
      oncomment() {
        flushText();
      },
      onprocessinginstruction() {
        flushText();
      },
      onend() {
        flushText();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.end(html);

  secrets.forEach((secret, index) => {
    if (secret && !accepted.has(index)) problems.push(TEMPLATE_SAFETY_MESSAGES.secretMisplaced('htmlContent', secret));
  });
  const firstSecret = secrets.find(Boolean);
  if (firstSecret && styles.includes('[')) problems.push(TEMPLATE_SAFETY_MESSAGES.styleSelector(firstSecret));
  return problems;
}

/** A path's parts below the root (`this.x` and `@root.x` are `x`); null for data variables such as @index. */
function namedParts(path: hbs.AST.PathExpression): string[] | null {
  if (!path.data) return path.parts;
  return path.parts[0] === 'root' ? path.parts.slice(1) : null;
}

/** `{{manageUrl}}` (or `{{this.manageUrl}}`, `{{@root.manageUrl}}`): the link itself, not a part of it. */
function isWholeSecret(path: hbs.AST.PathExpression): boolean {
  const parts = namedParts(path);
  return parts?.length === 1 && isSecretLinkVariable(parts[0]);
}

/** The secret link an expression reads, if any: by path, by name (`lookup this "manageUrl"`), or inside a subexpression. */
function secretReferenceIn(expression: Expression | undefined): string | null {
  if (!expression) return null;
  switch (expression.type) {
    case 'PathExpression': {
      const first = namedParts(expression as hbs.AST.PathExpression)?.[0];
      return first && isSecretLinkVariable(first) ? first : null;
    }
    case 'StringLiteral': {
      const value = (expression as hbs.AST.StringLiteral).value;
      return isSecretLinkVariable(value) ? value : null;
    }
    case 'SubExpression': {
      const sub = expression as hbs.AST.SubExpression;
      return (
        secretReferenceIn(sub.path) ??
        sub.params.map(secretReferenceIn).find(Boolean) ??
        sub.hash?.pairs.map((pair) => secretReferenceIn(pair.value)).find(Boolean) ??
        null
      );
    }
    default:
      return null;
  }
}

function expressionName(expression: Expression): string {
  return expression.type === 'PathExpression' ? (expression as hbs.AST.PathExpression).original : expression.type;
}
