import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniff-image-type';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));

describe('sniffImageType', () => {
  it('recognises PNG, JPEG and WebP by their signatures', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe(
      'image/png',
    );
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    const webp = ascii('RIFF\0\0\0\0WEBPVP8 ');
    expect(sniffImageType(webp)).toBe('image/webp');
  });

  it('refuses a text file whatever its name says', () => {
    expect(sniffImageType(ascii('hello, this is not a png'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
