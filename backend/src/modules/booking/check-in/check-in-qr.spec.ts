import QRCode from 'qrcode';
import sharp from 'sharp';
import { AttachmentDrawers } from '../../mail/delivery/attachment-drawers.js';
import { CHECK_IN_QR, checkInQrAttachment, checkInQrPng } from './check-in-qr.js';

describe('the check-in QR code e-mailed with a booking', () => {
  it('is a PNG of exactly the modules of the code, with a quiet zone and whole pixels per module', async () => {
    const code = 'K7PX2M9Q';
    const png = await checkInQrPng(code);
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
    const side = modules.size + 4;
    expect(info.width).toBe(info.height);
    expect(info.width % side).toBe(0);
    expect(info.width).toBeGreaterThanOrEqual(200);
    const scale = info.width / side;
    // Read each module at its centre: dark where the code has a module, light elsewhere (the margin included).
    const read = (row: number, column: number) =>
      data[Math.floor((row + 0.5) * scale) * info.width + Math.floor((column + 0.5) * scale)] < 128;
    for (let row = 0; row < side; row++)
      for (let column = 0; column < side; column++) {
        const inCode = row >= 2 && column >= 2 && row < side - 2 && column < side - 2;
        expect([row, column, read(row, column)]).toEqual([
          row,
          column,
          inCode ? Boolean(modules.get(row - 2, column - 2)) : false,
        ]);
      }
  });

  it('goes inline under the content id the templates show', async () => {
    const drawers = new AttachmentDrawers();
    drawers.register(CHECK_IN_QR, checkInQrPng);
    const attachment = await drawers.fileOf(checkInQrAttachment('K7PX2M9Q'));
    expect(attachment).toMatchObject({
      filename: 'check-in-K7PX2M9Q.png',
      contentType: 'image/png',
      contentId: 'check-in-code',
    });
    expect(Buffer.from(attachment.content, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
