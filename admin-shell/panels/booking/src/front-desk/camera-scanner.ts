// Reading a QR code from the device camera. The browser's own BarcodeDetector is used where it reads QR codes
// (Chrome on Android, macOS and ChromeOS, Safari); elsewhere @zxing/browser does it, fetched only then, so the
// panel's first download carries neither.

/** Stops the camera and the decoding. */
export type StopScanning = () => void;

/** The part of the Shape Detection API used here (not in TypeScript's DOM types yet). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The back camera when there is one (a tablet at the desk), any camera otherwise. */
const CAMERA: MediaStreamConstraints = { video: { facingMode: { ideal: 'environment' } }, audio: false };

/** How often the camera's picture is looked at for a code. */
const DETECT_EVERY_MS = 200;

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    // Chrome on Linux and Windows has the class but reads no formats.
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/**
 * The same detector shape over @zxing/browser, one frame at a time: the video's current picture is drawn on a canvas
 * of the video's own size and decoded. zxing's own camera loop is not used: it sizes its canvas once, when playing
 * starts, and stops for good, silently, on any error other than "no code here". One odd frame, or a picture whose size
 * changed, could leave the desk with a live picture that is never read.
 */
async function zxingDetector(): Promise<BarcodeDetectorLike> {
  const { BrowserQRCodeReader } = await import(/* webpackChunkName: "qr-reader" */ '@zxing/browser');
  const reader = new BrowserQRCodeReader();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async detect(video) {
      const { videoWidth: width, videoHeight: height } = video;
      // No picture yet: nothing to read in this frame.
      if (!context || width === 0 || height === 0) return [];
      if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
      context.drawImage(video, 0, 0, width, height);
      try {
        return [{ rawValue: reader.decodeFromCanvas(canvas).getText() }];
      } catch {
        // zxing throws when a frame holds no readable code.
        return [];
      }
    },
  };
}

async function scanWithDetector(
  detector: BarcodeDetectorLike,
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<StopScanning> {
  const stream = await navigator.mediaDevices.getUserMedia(CAMERA);
  const releaseCamera = () => {
    stream.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
  video.srcObject = stream;
  try {
    await video.play();
  } catch (error) {
    // The camera is not left on behind a dialog that says it could not start.
    releaseCamera();
    throw error;
  }
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    releaseCamera();
  };
  const look = async () => {
    if (stopped) return;
    try {
      const [found] = await detector.detect(video);
      if (found?.rawValue && !stopped) {
        stop();
        onText(found.rawValue);
        return;
      }
    } catch {
      // A frame that cannot be read (the video not ready yet): try the next one.
    }
    timer = setTimeout(() => void look(), DETECT_EVERY_MS);
  };
  void look();
  return stop;
}

/**
 * Shows the camera in `video` and calls `onText` once with the first QR code read, then stops the camera. Rejects
 * when there is no camera or it may not be used (the DOMException's name says which).
 */
export async function startQrScan(video: HTMLVideoElement, onText: (text: string) => void): Promise<StopScanning> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera API', 'NotSupportedError');
  const detector = (await nativeDetector()) ?? (await zxingDetector());
  return scanWithDetector(detector, video, onText);
}

/** What the desk is told when the camera cannot be used, by the DOMException's name. */
export function cameraProblemText(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'The camera may not be used: allow the camera for this site in the browser, or type the code instead.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found on this device: type the code instead.';
  if (name === 'NotReadableError')
    return 'The camera is in use by another application: close it and try again, or type the code instead.';
  if (name === 'NotSupportedError')
    return 'This browser cannot use the camera here (it needs a secure https page): type the code instead.';
  return 'The camera could not be started: type the code instead.';
}
