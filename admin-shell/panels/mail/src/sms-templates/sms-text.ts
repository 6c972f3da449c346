import { SMS_MAX_PARTS, smsLength } from '@coworking/domain';

/**
 * How long the text is as typed (placeholders included, before values): a guide while editing. The server measures
 * the text with sample values when it is saved and refuses more than two parts, saying by how much.
 */
export function typedLengthText(text: string): string {
  const length = smsLength(text, SMS_MAX_PARTS);
  const encoding = length.encoding === 'GSM-7' ? '' : ' (a character outside the GSM alphabet: 70 a part)';
  return `${length.characters} of ${length.limit} characters as typed, before values${encoding}`;
}
