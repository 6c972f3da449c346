import { formatCheckInCode } from '@coworking/domain';
import QRCode from 'qrcode';
import { type OutboxAttachment } from '../../mail/entities/mail-outbox.entity.js';

/** The content id e-mail templates show the QR code by: `<img src="cid:check-in-code">`. */
export const CHECK_IN_QR_CONTENT_ID = 'check-in-code';

/** The QR code of a check-in code as a PNG inline attachment of an e-mail (the front desk scans it from a phone). */
export async function checkInQrAttachment(code: string): Promise<OutboxAttachment> {
  const png = await QRCode.toBuffer(code, { type: 'png', margin: 2, width: 240, errorCorrectionLevel: 'M' });
  return {
    filename: `check-in-${code}.png`,
    contentType: 'image/png',
    content: png.toString('base64'),
    contentId: CHECK_IN_QR_CONTENT_ID,
  };
}

/** The QR code of a check-in code as an SVG data URL (the manage page and the portal show it as an image). */
export async function checkInQrDataUrl(code: string): Promise<string> {
  const svg = await QRCode.toString(code, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** The template variables of a check-in code: as printed ("ABCD-EFGH") and whether a QR code is attached. */
export function checkInVariables(code: string): { checkInCode: string; checkInQr: string } {
  return { checkInCode: formatCheckInCode(code), checkInQr: `cid:${CHECK_IN_QR_CONTENT_ID}` };
}
