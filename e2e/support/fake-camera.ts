import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** Pixels per QR module, and the white border around the code (in modules) a reader needs. */
const MODULE_PIXELS = 8;
const QUIET_ZONE = 4;

/**
 * A video file Chromium plays as the camera (`--use-file-for-fake-video-capture`): a QR code of `text`, black on
 * white, in the middle of every frame. Y4M with 4:2:0 chroma: the luma plane is the picture, both chroma planes grey.
 */
export async function qrCameraFile(text: string): Promise<string> {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const side = (size + QUIET_ZONE * 2) * MODULE_PIXELS;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let row = 0; row < size; row++)
    for (let column = 0; column < size; column++) {
      if (!qr.modules.get(row, column)) continue;
      const x0 = left + (column + QUIET_ZONE) * MODULE_PIXELS;
      const y0 = top + (row + QUIET_ZONE) * MODULE_PIXELS;
      for (let y = y0; y < y0 + MODULE_PIXELS; y++) luma.fill(0, y * WIDTH + x0, y * WIDTH + x0 + MODULE_PIXELS);
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const file = join(tmpdir(), `qr-camera-${text}-${process.pid}.y4m`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
  return file;
}
