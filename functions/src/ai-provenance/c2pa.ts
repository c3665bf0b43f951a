/**
 * Whether image bytes carry C2PA content credentials (a JUMBF manifest store), where each format
 * keeps them: PNG in a `caBX` chunk, JPEG in APP11 segments, WebP in a `C2PA` RIFF chunk. OpenAI
 * signs the images its API returns this way; any re-encoding (sharp) drops the chunk, which is
 * why the model's own bytes are kept beside an edited copy.
 */
export function hasC2pa(bytes: Buffer): boolean {
  if (isPng(bytes)) return pngHasChunk(bytes, 'caBX');
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegHasApp11Jumbf(bytes);
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return webpHasChunk(bytes, 'C2PA');
  }
  return false;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isPng(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(PNG_SIGNATURE);
}

function pngHasChunk(bytes: Buffer, type: string): boolean {
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const name = bytes.toString('latin1', at + 4, at + 8);
    if (name === type) return true;
    if (name === 'IEND') return false;
    at += 12 + length;
  }
  return false;
}

function jpegHasApp11Jumbf(bytes: Buffer): boolean {
  for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff;) {
    const marker = bytes[at + 1] ?? 0;
    // Start of scan: the metadata segments are all before it.
    if (marker === 0xda) return false;
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xeb && bytes.subarray(at + 4, at + 2 + length).includes('jumb')) return true;
    at += 2 + length;
  }
  return false;
}

function webpHasChunk(bytes: Buffer, type: string): boolean {
  for (let at = 12; at + 8 <= bytes.length;) {
    if (bytes.toString('latin1', at, at + 4) === type) return true;
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return false;
}
