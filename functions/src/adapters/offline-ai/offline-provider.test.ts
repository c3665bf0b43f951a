import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DesignRequest, ForCaller } from '../ai-provider';
import { createOfflineProvider } from './index';

const base: DesignRequest & ForCaller = {
  caller: 'artist-1',
  generationType: 'prompt',
  prompt: 'a rose with thorns',
  style: 'traditional',
  colorScheme: 'blackwork',
  size: '1024x1024',
  seed: 'job-1',
};
const provider = createOfflineProvider();

async function rawPixels(request: DesignRequest & ForCaller): Promise<Buffer> {
  const { data } = await provider.generate(request);
  return sharp(data).raw().toBuffer();
}

describe('offline provider', () => {
  it('draws a prompt design at print resolution, a PNG with ink on a white page', async () => {
    const { data, contentType } = await provider.generate(base);
    expect(contentType).toBe('image/png');
    const meta = await sharp(data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1792, 1792]);
    const stats = await sharp(data).stats();
    expect(stats.channels[0]?.min).toBeLessThan(40);
    expect(stats.channels[0]?.max).toBe(255);
  });

  it('is reproducible from the seed and varies with seed, prompt, style and scheme', async () => {
    const same = await rawPixels(base);
    expect((await rawPixels(base)).equals(same)).toBe(true);
    for (const change of [
      { seed: 'job-2' },
      { prompt: 'a moon over the sea' },
      { style: 'dotwork' },
      { colorScheme: 'color' as const },
    ]) {
      expect((await rawPixels({ ...base, ...change })).equals(same)).toBe(false);
    }
  });

  it('uses colour only for the colour scheme', async () => {
    const saturation = async (request: DesignRequest & ForCaller) => {
      const { channels } = await sharp((await provider.generate(request)).data).stats();
      const [r, g, b] = channels.map((c) => c.mean);
      return Math.max(Math.abs((r ?? 0) - (g ?? 0)), Math.abs((g ?? 0) - (b ?? 0)));
    };
    expect(await saturation(base)).toBeLessThan(1);
    expect(await saturation({ ...base, colorScheme: 'color' })).toBeGreaterThan(1);
  });

  it('honours the photo output size at print resolution and traces a source image', async () => {
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#3366aa' },
    })
      .jpeg()
      .toBuffer();
    const { data } = await provider.generate({
      ...base,
      generationType: 'photo',
      size: '1536x1024',
      source: { data: photo, contentType: 'image/jpeg' },
    });
    const meta = await sharp(data).metadata();
    expect([meta.width, meta.height]).toEqual([2304, 1536]);
  });

  it('flags a prompt from its moderation list and passes ordinary ones', async () => {
    expect(await provider.moderate('a swastika on a flag')).toEqual({
      flagged: true,
      reason: 'Your prompt was flagged for: hate.',
    });
    expect(await provider.moderate('a koi fish in waves')).toEqual({ flagged: false });
  });
});
