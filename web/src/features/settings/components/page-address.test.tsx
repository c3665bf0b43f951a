import { decodeQR } from '@paulmillr/qr/decode.js';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { PageAddress } from './page-address';

/** Paints the SVG's viewBox and unit squares as RGBA pixels, `scale` pixels a module. */
function pixelsOf(svg: SVGSVGElement, scale = 6) {
  const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const side = size * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, mx, my] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let y = Number(my) * scale; y < (Number(my) + 1) * scale; y++)
      for (let x = Number(mx) * scale; x < (Number(mx) + 1) * scale; x++)
        data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
  }
  return { width: side, height: side, data };
}

describe('PageAddress', () => {
  it('draws a QR code that scans back to the page’s exact address, named for screen readers', async () => {
    render(<PageAddress username="paola pro" />);
    const url = `${window.location.origin}/book/paola%20pro`;

    const code = await screen.findByRole('img', { name: `QR code for ${url}` });
    const svg = code.querySelector('svg')!;
    expect(svg.querySelector('title')).toHaveTextContent(`QR code for ${url}`);
    expect(decodeQR(pixelsOf(svg))).toBe(url);

    expect(screen.getByRole('link', { name: url })).toHaveAttribute('href', url);
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download QR code' })).toBeInTheDocument();
    // jsdom has no share sheet: the button is left out rather than shown dead.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});
