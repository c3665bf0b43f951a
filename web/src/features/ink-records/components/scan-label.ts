/**
 * The browser's BarcodeDetector (Shape Detection API), where it exists: Chrome on Android and
 * macOS have it, Firefox and iOS Safari do not, so the button that uses it is hidden there and
 * typing the lot always works. Not in TypeScript's DOM library yet, hence this small type.
 */
interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

type BarcodeDetectorConstructor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

export function barcodeDetector(): BarcodeDetectorConstructor | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor })
    .BarcodeDetector;
  const camera = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
  return candidate && camera ? candidate : null;
}

/**
 * A GS1 label carries the lot after application identifier (10) and the expiry after (17) as
 * YYMMDD; a plain code is taken whole as the lot.
 */
export function readLabel(raw: string): { lot: string; expiresOn: string | null } {
  const text = raw.replace(/^\](C1|d2|Q3)/, '');
  const lot = /\(10\)([^(]{1,64})/.exec(text)?.[1]?.trim();
  const expiry = /\(17\)(\d{2})(\d{2})(\d{2})/.exec(text);
  const expiresOn = expiry
    ? `20${expiry[1]}-${expiry[2]}-${expiry[3] === '00' ? '28' : expiry[3]}`
    : null;
  return { lot: (lot ?? text.trim()).slice(0, 64), expiresOn };
}
