import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasC2pa } from './c2pa';
import { withC2paChunk } from '../../test/support/c2pa-fixture';

describe('hasC2pa', () => {
  it('finds the caBX chunk OpenAI signs a PNG with, and loses it when sharp re-encodes', async () => {
    const plain = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const signed = withC2paChunk(plain);
    expect(hasC2pa(plain)).toBe(false);
    expect(hasC2pa(signed)).toBe(true);
    expect(hasC2pa(await sharp(signed).resize(16).png().toBuffer())).toBe(false);
  });

  it('says no for bytes that are no image it knows', () => {
    expect(hasC2pa(Buffer.from('caBX jumb C2PA'))).toBe(false);
  });
});
