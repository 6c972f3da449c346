/**
 * SMS as the networks bill them: a message in the GSM 03.38 alphabet (GSM-7) fits 160 characters in one part and 153
 * per part once split; any other character (an emoji, a curly quote) makes the whole message UCS-2, 70 in one part and
 * 67 per part. Characters of the GSM extension table (`{ } [ ] ~ \ | ^ €`) take two places.
 */

/** At most this many automatic SMS go to one number per Nairobi day; more are logged as skipped. */
export const SMS_DAILY_CAP_PER_NUMBER = 5;

/** A template, rendered with sample values, must fit this many parts. */
export const SMS_MAX_PARTS = 2;

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';
const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Places the text takes in its encoding (an extension character counts twice, a UCS-2 surrogate pair twice). */
  characters: number;
  parts: number;
  /** The most places `maxParts` parts hold in this encoding. */
  limit: number;
}

/** The encoding a text needs: GSM-7 when every character is in the GSM alphabet. */
export function smsEncoding(text: string): SmsEncoding {
  for (const character of text) if (!BASIC.has(character) && !EXTENSION.has(character)) return 'UCS-2';
  return 'GSM-7';
}

/** How many places `parts` parts hold: 160 / 153 each (GSM-7), 70 / 67 each (UCS-2). */
export function smsCapacity(encoding: SmsEncoding, parts: number): number {
  const [single, each] = encoding === 'GSM-7' ? [160, 153] : [70, 67];
  return parts <= 1 ? single : parts * each;
}

/** The text's length, parts and the limit of `maxParts` parts in its encoding. */
export function smsLength(text: string, maxParts: number = SMS_MAX_PARTS): SmsLength {
  const encoding = smsEncoding(text);
  const characters =
    encoding === 'GSM-7'
      ? [...text].reduce((sum, character) => sum + (EXTENSION.has(character) ? 2 : 1), 0)
      : text.length; // UTF-16 code units: what UCS-2 (UTF-16 on the networks) bills
  const [single, each] = encoding === 'GSM-7' ? [160, 153] : [70, 67];
  const parts = characters === 0 ? 1 : characters <= single ? 1 : Math.ceil(characters / each);
  return { encoding, characters, parts, limit: smsCapacity(encoding, maxParts) };
}

/** Why a text does not fit `maxParts` parts, in words staff can act on; null when it fits. */
export function smsTooLongMessage(text: string, maxParts: number = SMS_MAX_PARTS): string | null {
  const length = smsLength(text, maxParts);
  if (length.characters <= length.limit) return null;
  const over = length.characters - length.limit;
  const why =
    length.encoding === 'UCS-2'
      ? ` (it has a character outside the GSM alphabet, such as an emoji or a curly quote, so each part holds ${smsCapacity('UCS-2', 1)} characters, ${smsCapacity('UCS-2', 2) / 2} once split)`
      : '';
  return `With sample values this SMS is ${length.characters} characters, ${over} over the ${length.limit} that fit in ${maxParts} parts${why}. Shorten it by ${over} character${over === 1 ? '' : 's'}.`;
}
