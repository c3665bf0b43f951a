import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createPublicImages, SHARE_CARD } from './public-images';

const images = createPublicImages();

/** A phone photo: EXIF with the camera, GPS position, an XMP packet and an ICC profile. */
async function phonePhoto(): Promise<Buffer> {
  const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>';
  return sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#a06040' } })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withXmp(xmp)
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

describe('public renditions', () => {
  it('carry no EXIF, GPS, XMP or ICC from a phone photo, upright, at each width', async () => {
    const source = await phonePhoto();
    const meta = await sharp(source).metadata();
    expect(meta.exif).toBeDefined();
    expect(meta.xmp).toBeDefined();
    // The GPS IFD pointer (tag 0x8825) is in the source's EXIF.
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsTag.some((tag) => meta.exif!.includes(tag))).toBe(true);

    const { hash, renditions } = await images.renditions(source, [320, 640, 1280]);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    // Turned upright by its orientation (1000×1500), and never enlarged past its own width.
    expect(renditions.map((r) => [r.width, r.height])).toEqual([
      [320, 480],
      [640, 960],
      [1000, 1500],
    ]);
    for (const r of renditions) {
      const out = await sharp(r.data).metadata();
      expect(out.format).toBe('webp');
      expect(out.exif).toBeUndefined();
      expect(out.xmp).toBeUndefined();
      expect(out.icc).toBeUndefined();
      expect(out.orientation).toBeUndefined();
    }
  });

  it('draws a 1200×630 card', async () => {
    const tile = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#333' },
    })
      .png()
      .toBuffer();
    const card = await images.shareCard({
      title: 'Rita',
      subtitle: 'Berlin',
      images: [tile, tile],
    });
    const meta = await sharp(card).metadata();
    expect([meta.width, meta.height]).toEqual([SHARE_CARD.width, SHARE_CARD.height]);
  });

  it('makes square avatars with no EXIF, GPS, XMP or ICC, cropped from any shape', async () => {
    const { hash, renditions } = await images.squares(await phonePhoto(), [96, 192]);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    for (const [i, size] of [96, 192].entries()) {
      const meta = await sharp(renditions[i]!.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', size, size]);
      expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined]);
    }
  });

  it('puts the avatar in a circle at the top left of the card', async () => {
    const red = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#d00000' },
    })
      .png()
      .toBuffer();
    const card = await images.shareCard({
      title: 'Rita',
      subtitle: 'Berlin',
      images: [],
      avatar: red,
    });
    const pixel = async (left: number, top: number) =>
      (await sharp(card).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())[0]!;
    // The circle's centre is red; its bounding box's corner stays the card's dark background.
    expect(await pixel(135, 120)).toBeGreaterThan(150);
    expect(await pixel(62, 47)).toBeLessThan(60);
  });
});
