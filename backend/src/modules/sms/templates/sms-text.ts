import { smsLength, smsTooLongMessage } from '@coworking/domain';
import { renderTemplate, templateSyntaxError, placeholdersOf } from '../../mail/templates/template-renderer.js';
import { SAMPLE_VALUES } from '../../mail/templates/sample-values.js';
import { SMS_SAMPLE_VALUES } from './default-sms-templates.js';

/**
 * An SMS text rendered with the e-mail templates' renderer (Handlebars semantics, as plain text: nothing escaped), with
 * runs of spaces and line breaks folded, since every character is paid for.
 */
export function renderSmsText(source: string, variables: Record<string, unknown>): string {
  return renderTemplate({ subject: '', htmlContent: '', textContent: source }, variables)
    .text.replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** Values for the placeholders of `source`: the SMS's own samples first, then the e-mails', else "Sample". */
export function smsSampleValues(source: string): Record<string, string> {
  return Object.fromEntries(
    placeholdersOf(source).map((name) => [name, SMS_SAMPLE_VALUES[name] ?? SAMPLE_VALUES[name] ?? 'Sample']),
  );
}

/** Why staff cannot save this text (syntax, or more than two parts with sample values); null when it is fine. */
export function smsTextProblem(source: string): { kind: 'syntax' | 'too-long'; message: string } | null {
  const syntax = templateSyntaxError(source);
  if (syntax) return { kind: 'syntax', message: syntax };
  const tooLong = smsTooLongMessage(renderSmsText(source, smsSampleValues(source)));
  return tooLong ? { kind: 'too-long', message: tooLong } : null;
}

/** The sample rendering of a text and its length, for the editor's preview. */
export function smsPreview(source: string): { text: string; characters: number; parts: number; encoding: string } {
  const text = renderSmsText(source, smsSampleValues(source));
  const length = smsLength(text);
  return { text, characters: length.characters, parts: length.parts, encoding: length.encoding };
}
