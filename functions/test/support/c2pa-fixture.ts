import { crc32 } from 'node:zlib';

/**
 * A PNG with a `caBX` chunk before IEND, as OpenAI's signed outputs carry: for the stand-in and
 * the tests. The manifest inside is a placeholder JUMBF box, not a valid signature.
 */
export function withC2paChunk(png: Buffer): Buffer {
  const iend = png.length - 12;
  const data = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('jumbc2pa-stand-in')]);
  const type = Buffer.from('caBX', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])) >>> 0);
  return Buffer.concat([png.subarray(0, iend), length, type, data, crc, png.subarray(iend)]);
}
