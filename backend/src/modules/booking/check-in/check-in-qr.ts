import { formatCheckInCode } from '@coworking/domain';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { attachmentDrawerName, drawnAttachment } from '../../mail/delivery/attachment-drawers.js';
import { type OutboxAttachment } from '../../mail/entities/mail-outbox.entity.js';

/** The content id e-mail templates show the QR code by: `<img src="cid:check-in-code">`. */
export const CHECK_IN_QR_CONTENT_ID = 'check-in-code';

/** Quiet zone around the code, in modules. */
const QR_MARGIN_MODULES = 2;
/** About this wide in pixels: each module is a whole number of pixels, so every edge stays sharp. */
const QR_WIDTH_PX = 240;

/**
 * The QR code of a check-in code as a grey-scale PNG: qrcode lays out the modules, sharp (libvips) scales them up and
 * encodes. qrcode's own PNG renderer draws every pixel in JavaScript and tries five filters per row; it cost the API
 * about 12 ms of its event loop per confirmation e-mail (and 40 times that under the test runner's VM).
 */
export async function checkInQrPng(code: string): Promise<Buffer> {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * QR_MARGIN_MODULES;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) pixels[(row + QR_MARGIN_MODULES) * side + column + QR_MARGIN_MODULES] = 0;
  const scale = Math.max(1, Math.floor(QR_WIDTH_PX / side));
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .resize(side * scale, side * scale, { kernel: 'nearest' })
    .png()
    .toBuffer();
}

/** Draws the QR code of a check-in code attached to an e-mail (the booking module registers it). */
export const CHECK_IN_QR = attachmentDrawerName<string>('check-in-qr');

/**
 * The QR code of a check-in code as a PNG inline attachment of an e-mail (the front desk scans it from a phone): the
 * worker draws it when it sends the message.
 */
export function checkInQrAttachment(code: string): OutboxAttachment {
  return drawnAttachment(CHECK_IN_QR, code, {
    filename: `check-in-${code}.png`,
    contentType: 'image/png',
    contentId: CHECK_IN_QR_CONTENT_ID,
  });
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
