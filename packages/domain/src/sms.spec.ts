import { smsEncoding, smsLength, smsTooLongMessage } from './sms.js';

describe('SMS parts', () => {
  it('counts plain text as GSM-7: 160 in one part, 153 a part once split', () => {
    expect(smsLength('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', characters: 160, parts: 1, limit: 306 });
    expect(smsLength('a'.repeat(161)).parts).toBe(2);
    expect(smsLength('a'.repeat(306)).parts).toBe(2);
    expect(smsLength('a'.repeat(307)).parts).toBe(3);
  });

  it('counts the GSM extension characters twice', () => {
    expect(smsLength('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', characters: 160, parts: 1 });
    expect(smsLength('€'.repeat(81)).parts).toBe(2);
  });

  it('switches the whole message to UCS-2 for one character outside the GSM alphabet', () => {
    expect(smsEncoding('Karibu ’')).toBe('UCS-2');
    expect(smsLength(`${'a'.repeat(69)}’`)).toMatchObject({ encoding: 'UCS-2', characters: 70, parts: 1, limit: 134 });
    expect(smsLength(`${'a'.repeat(70)}’`).parts).toBe(2);
    expect(smsLength(`${'a'.repeat(133)}’`).parts).toBe(2);
    expect(smsLength(`${'a'.repeat(134)}’`).parts).toBe(3);
  });

  it('says by how much a text is too long, and nothing when it fits', () => {
    expect(smsTooLongMessage('a'.repeat(306))).toBeNull();
    expect(smsTooLongMessage('a'.repeat(310))).toBe(
      'With sample values this SMS is 310 characters, 4 over the 306 that fit in 2 parts. Shorten it by 4 characters.',
    );
    expect(smsTooLongMessage(`${'a'.repeat(134)}’`)).toContain('1 over the 134');
  });
});
