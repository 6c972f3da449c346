import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in a post is shown as text (html: false), and markdown-it already refuses javascript:, vbscript: and
// file: links; the sanitizer is a second wall that keeps only the tags Markdown itself produces.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/**
 * A post's Markdown as HTML that is safe to put into a page: the storefront shows it as is (server and browser
 * render the same string, so a post page hydrates without a second Markdown library in the browser).
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // Links leave the site without handing it the reader's session or the page they came from.
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
  });
}

/** The words of a post without its Markdown (for an excerpt when staff leave it blank). */
export function markdownText(source: string): string {
  return markdown
    .parse(source, {})
    .filter((token) => token.type === 'inline')
    .map((token) =>
      (token.children ?? [])
        .map((child) =>
          child.type === 'text' || child.type === 'code_inline'
            ? child.content
            : child.type.endsWith('break')
              ? ' '
              : '',
        )
        .join(''),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
