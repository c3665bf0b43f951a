import type { TextEncoding } from './text-kind';

/**
 * How a carrier splits a text (GSM 03.38): the basic set is one 7-bit unit per character, the
 * extension table (an escape plus the character) two; anything else sends the whole text as
 * UCS-2, one 16-bit unit per UTF-16 code unit, so an emoji (a surrogate pair) is two. One
 * segment holds 160 GSM-7 or 70 UCS-2 units; a longer text is split into segments of 153 or
 * 67, since each carries a 6-byte header. As Twilio does, a character is never split across
 * two segments (an escape pair or a surrogate pair moves whole to the next one).
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

const LIMITS: Record<TextEncoding, { single: number; multi: number }> = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
};

export interface SegmentCount {
  encoding: TextEncoding;
  /** Segments the carrier bills (0 for an empty text). */
  segments: number;
  /** Encoding units: 7-bit septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
}

function isGsm7(body: string): boolean {
  for (const char of body) if (!BASIC.has(char) && !EXTENSION.has(char)) return false;
  return true;
}

/** The units of each character in order (code points, so a surrogate pair stays whole). */
function widths(body: string, encoding: TextEncoding): number[] {
  return Array.from(body, (char) =>
    encoding === 'GSM-7' ? (EXTENSION.has(char) ? 2 : 1) : char.length,
  );
}

export function countSegments(body: string): SegmentCount {
  const encoding: TextEncoding = isGsm7(body) ? 'GSM-7' : 'UCS-2';
  const sizes = widths(body, encoding);
  const units = sizes.reduce((sum, size) => sum + size, 0);
  const limit = LIMITS[encoding];
  if (units === 0) return { encoding, segments: 0, units };
  if (units <= limit.single) return { encoding, segments: 1, units };
  let segments = 1;
  let room = limit.multi;
  for (const size of sizes) {
    if (size > room) {
      segments += 1;
      room = limit.multi;
    }
    room -= size;
  }
  return { encoding, segments, units };
}
