import { createHash } from 'node:crypto';
import { loadSharp } from '../load-sdk';
import { MAX_INPUT_PIXELS } from './image-probe';

/** One WebP of a published image at one width. */
interface Rendition {
  width: number;
  height: number;
  data: Buffer;
}

/** What a public page shows of an image: its renditions, named by the source's content. */
interface PublishedImage {
  /** 16 hex digits of the source's SHA-256: a new image gets new file names. */
  hash: string;
  renditions: Rendition[];
}

interface ShareCardInput {
  title: string;
  subtitle: string;
  /** Up to four images (any format sharp reads), placed in a row under the title. */
  images: Buffer[];
  /** The artist's avatar, in a circle before the title. */
  avatar?: Buffer | null;
}

export interface PublicImages {
  /**
   * WebP renditions at each width, or at the source's own width where it is narrower.
   * sharp writes no metadata unless told to keep it: no EXIF, XMP, ICC or GPS leaves here.
   */
  renditions(source: Buffer, widths: readonly number[]): Promise<PublishedImage>;
  /** The same for an avatar: square WebPs at each size, cropped to the centre, never metadata. */
  squares(source: Buffer, sizes: readonly number[]): Promise<PublishedImage>;
  /** The 1200×630 link-preview card (JPEG). */
  shareCard(input: ShareCardInput): Promise<Buffer>;
}

export const SHARE_CARD = { width: 1200, height: 630 } as const;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** The avatar's circle on the card, and where the title starts beside it. */
const CARD_AVATAR = { size: 150, left: 60, top: 45 } as const;

function cardText(title: string, subtitle: string, left: number): Buffer {
  const { width } = SHARE_CARD;
  const room = Math.floor((width - left - 60) / 38);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="200">` +
      `<text x="${left}" y="105" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">${escapeXml(clip(title, room))}</text>` +
      `<text x="${left}" y="165" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="34" fill="#d6d3d1">${escapeXml(clip(subtitle, room * 2))}</text>` +
      `</svg>`,
  );
}

const hashOf = (source: Buffer) => createHash('sha256').update(source).digest('hex').slice(0, 16);

/** A source opened upright, within the pixel limit, refusing a damaged file. */
async function opener(source: Buffer) {
  const sharp = await loadSharp();
  return () => sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

/** sharp is loaded on first use, like every image operation (load-sdk.ts). */
export function createPublicImages(): PublicImages {
  return {
    async renditions(source, widths) {
      const open = await opener(source);
      const {
        width: sourceWidth = 0,
        height: sourceHeight = 0,
        orientation,
      } = await open().metadata();
      // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
      const upright = orientation && orientation >= 5 ? sourceHeight : sourceWidth;
      const sorted = [...widths].sort((a, b) => a - b);
      // Never enlarged: a width past the source's gives way to the source's own width.
      const fitting = [...new Set(sorted.map((w) => Math.min(w, upright)))].filter((w) => w > 0);
      const renditions = await Promise.all(
        fitting.map(async (target) => {
          const { data, info } = await open()
            .resize({ width: target, withoutEnlargement: true })
            .webp({ quality: 78 })
            .toBuffer({ resolveWithObject: true });
          return { width: info.width, height: info.height, data };
        }),
      );
      return { hash: hashOf(source), renditions };
    },

    async squares(source, sizes) {
      const open = await opener(source);
      const renditions = await Promise.all(
        sizes.map(async (size) => {
          const data = await open()
            .resize(size, size, { fit: 'cover', position: 'attention' })
            .webp({ quality: 82 })
            .toBuffer();
          return { width: size, height: size, data };
        }),
      );
      return { hash: hashOf(source), renditions };
    },

    async shareCard({ title, subtitle, images, avatar }) {
      const sharp = await loadSharp();
      const { width, height } = SHARE_CARD;
      const shown = images.slice(0, 4);
      const gap = 16;
      const top = 230;
      const tile = shown.length
        ? Math.min(
            height - top - 40,
            Math.floor((width - 120 - gap * (shown.length - 1)) / shown.length),
          )
        : 0;
      const tiles = await Promise.all(
        shown.map(async (image, i) => ({
          input: await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
            .rotate()
            .resize(tile, tile, { fit: 'cover' })
            .toBuffer(),
          left: 60 + i * (tile + gap),
          top,
        })),
      );
      const { size, left, top: avatarTop } = CARD_AVATAR;
      const circle = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
      );
      const round = avatar
        ? [
            {
              input: await sharp(avatar, { limitInputPixels: MAX_INPUT_PIXELS })
                .resize(size, size, { fit: 'cover' })
                .composite([{ input: circle, blend: 'dest-in' as const }])
                .png()
                .toBuffer(),
              left,
              top: avatarTop,
            },
          ]
        : [];
      const textLeft = avatar ? left + size + 30 : 60;
      return sharp({ create: { width, height, channels: 3, background: '#1c1917' } })
        .composite([
          ...round,
          { input: cardText(title, subtitle, textLeft), left: 0, top: 20 },
          ...tiles,
        ])
        .jpeg({ quality: 82 })
        .toBuffer();
    },
  };
}
