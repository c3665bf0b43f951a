import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { validateUpload } from './validate-upload';

const pixels = { width: 8, height: 8, channels: 3 as const, background: '#fff' };
const image = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: pixels }).toFormat(format).toBuffer();

async function codeOf(data: Buffer): Promise<string> {
  const err = await validateUpload(data).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).code;
}

describe('validateUpload', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)('accepts %s by its bytes', async (format, contentType) => {
    expect(await validateUpload(await image(format))).toMatchObject({
      contentType,
      width: 8,
      height: 8,
    });
  });

  it('refuses SVG, GIF, HTML and empty files as invalid', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    expect(await codeOf(svg)).toBe('INVALID_FILE');
    expect(await codeOf(await image('gif'))).toBe('INVALID_FILE');
    expect(await codeOf(Buffer.from('<html><body>hi</body></html>'))).toBe('INVALID_FILE');
    expect(await codeOf(Buffer.alloc(0))).toBe('INVALID_FILE');
  });

  it('refuses a truncated image', async () => {
    const png = await image('png');
    expect(await codeOf(png.subarray(0, 30))).toBe('INVALID_FILE');
  });

  it('refuses more than 10 MB before decoding, with the spec message', async () => {
    const err = await validateUpload(Buffer.alloc(10 * 1024 * 1024 + 1)).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 'FILE_TOO_LARGE',
      status: 413,
      message: 'Please select an image smaller than 10MB.',
    });
  });

  it('refuses an image above ~50 megapixels from its header alone', async () => {
    // A 10000 x 6000 PNG of one colour is tiny on disk but 60 MP when decoded.
    const huge = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#000' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    expect(await codeOf(huge)).toBe('INVALID_FILE');
  });
});
