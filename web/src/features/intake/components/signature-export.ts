import { MATERIAL } from '@/app/theme/tokens';

/**
 * The widest drawn signature sent: the PDF prints it about 6 cm wide, so 600 px is 250 dpi. The
 * pad draws at the screen's density (sharp strokes on the phone); sent as drawn, a density-4
 * phone's whole-box scribble is several hundred kilobytes, so it is scaled down here first.
 */
const SIGNATURE_EXPORT_WIDTH = 600;

/** The pad's drawing as a PNG data URL at most SIGNATURE_EXPORT_WIDTH wide, on white. */
export function exportSignature(pad: HTMLCanvasElement): string {
  const scale = Math.min(1, SIGNATURE_EXPORT_WIDTH / Math.max(pad.width, 1));
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.round(pad.width * scale));
  out.height = Math.max(1, Math.round(pad.height * scale));
  const context = out.getContext('2d');
  if (!context) return pad.toDataURL('image/png');
  // White behind the ink: a transparent PNG reads as black on some PDF viewers' dark mode.
  context.fillStyle = MATERIAL.signaturePaper;
  context.fillRect(0, 0, out.width, out.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(pad, 0, 0, out.width, out.height);
  return out.toDataURL('image/png');
}
