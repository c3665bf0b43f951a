import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Firestore } from '../../src/adapters/firebase/firebase';
import { emulatorEnv } from './emulator-env';

/** A noisy PNG (incompressible enough that cutting it in half really truncates pixel data). */
export async function noisyPng(size = 256): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

/** Black line art on white: a circle and a cross, the kind of design stencils are made from. */
export function lineArtPng(size = 512): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="#fff"/>
    <circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="none" stroke="#000" stroke-width="6"/>
    <path d="M ${size / 4} ${size / 4} L ${(3 * size) / 4} ${(3 * size) / 4}" stroke="#000" stroke-width="6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A phone photo: a JPEG whose EXIF names the camera and where it was taken. */
export function photoWithGps(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'X1', Copyright: 'Client at home' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .toBuffer();
}

export function jpeg(size = 256): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#c08060' } })
    .jpeg()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let c = ~0;
  for (const byte of data) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A tiny, well-formed PNG whose header declares width × height (a decompression bomb). */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Names of the objects stored under a prefix, straight from the local Storage server. */
export async function storedObjects(prefix: string): Promise<string[]> {
  const host =
    process.env.STORAGE_EMULATOR_HOST ?? `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}`;
  const bucket = `${emulatorEnv().projectId}.appspot.com`;
  const url = `${host}/storage/v1/b/${bucket}/o?prefix=${encodeURIComponent(prefix)}`;
  const res = await fetch(url);
  const body = (await res.json()) as { items?: { name: string }[] };
  return (body.items ?? []).map((item) => item.name);
}

export async function setCredits(db: Firestore, uid: string, credits: number): Promise<void> {
  await db.doc(`users/${uid}`).update({ subscriptionCredits: credits, packCredits: 0 });
}

export async function creditsOf(db: Firestore, uid: string): Promise<number> {
  const data = (await db.doc(`users/${uid}`).get()).data() ?? {};
  return Number(data.subscriptionCredits ?? 0) + Number(data.packCredits ?? 0);
}
