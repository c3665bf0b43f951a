import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageOps } from '../../adapters/sharp/image-ops';
import { printStencil } from './export-stencil';
import { FOOTER, MARGIN, PT_PER_CM } from './print-layout';

const ops = createImageOps();
const DPI = 150;
const dir = mkdtempSync(path.join(tmpdir(), 'stencil-print-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A w×h stencil: a 6-px frame at its edges and a solid square near its top-left corner. */
async function stencil(w: number, h: number): Promise<Buffer> {
  const data = new Uint8Array(w * h).fill(255);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const frame = x < 6 || y < 6 || x >= w - 6 || y >= h - 6;
      const square = x >= 50 && x < 150 && y >= 50 && y < 150;
      if (frame || square) data[y * w + x] = 0;
    }
  }
  return ops.encodePng({ data, width: w, height: h, channels: 1 });
}

interface Page {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Prints, then rasterises every page with poppler's pdftoppm (greyscale PGM). */
async function printAndRaster(
  png: Buffer,
  size: number,
  mirror: boolean,
  name: string,
): Promise<Page[]> {
  const pdf = await printStencil(ops, png, {
    size,
    unit: 'cm',
    dimension: 'width',
    paper: 'a4',
    mirror,
    lineWarning: true,
    name: 'Rose',
    date: '2026-11-23',
  });
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', String(DPI), '-gray', file, path.join(dir, name)]);
  return readdirSync(dir)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.pgm'))
    .sort()
    .map((f) => {
      const bytes = readFileSync(path.join(dir, f));
      const header = bytes.subarray(0, 40).toString('latin1').split(/\s+/);
      const [width, height] = [Number(header[1]), Number(header[2])];
      return { width, height, data: bytes.subarray(bytes.length - width * height) };
    });
}

const px = (pt: number) => Math.round((pt / 72) * DPI);
const dark = (page: Page, x: number, y: number) => page.data[y * page.width + x]! < 128;
/** A hairline mark may fall on the pixel row either side of where it is computed. */
const markAt = (page: Page, x: number, y: number) =>
  [-2, -1, 0, 1, 2].some((dy) => page.data[(y + dy) * page.width + x]! < 200);

/** Leftmost and rightmost dark columns above the footer. */
function designSpan(page: Page): [number, number] {
  const bottom = page.height - px(MARGIN + FOOTER);
  let left = page.width;
  let right = -1;
  for (let y = 0; y < bottom; y++) {
    for (let x = 0; x < page.width; x++) {
      if (!dark(page, x, y)) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  return [left, right];
}

/** Ink extent on a page rasterised at `dpi`, in millimetres: width and height. */
function inkMm(page: Page, dpi: number): [number, number] {
  const bottom = page.height - Math.round(((MARGIN + FOOTER) / 72) * dpi);
  let [x0, y0, x1, y1] = [page.width, page.height, -1, -1];
  for (let y = 0; y < bottom; y++) {
    for (let x = 0; x < page.width; x++) {
      if (!dark(page, x, y)) continue;
      [x0, x1, y0, y1] = [Math.min(x0, x), Math.max(x1, x), Math.min(y0, y), y];
    }
  }
  return [((x1 - x0 + 1) / dpi) * 25.4, ((y1 - y0 + 1) / dpi) * 25.4];
}

describe('stencil printed at true size', () => {
  it('prints the ink at the size set, however much paper surrounds it (600 dpi, ±0.5 mm)', async () => {
    // A 400 × 200 px design on a 1000 × 900 px canvas: 60 % of its width is padding.
    const w = 1000;
    const h = 900;
    const data = new Uint8Array(w * h).fill(255);
    for (let y = 300; y < 500; y++) {
      for (let x = 250; x < 650; x++) {
        const ring = x < 256 || x >= 644 || y < 306 || y >= 494;
        if (ring || (y - 300) % 40 < 3) data[y * w + x] = 0;
      }
    }
    const png = await ops.encodePng({ data, width: w, height: h, channels: 1 });
    const pdf = await printStencil(ops, png, {
      size: 12,
      unit: 'cm',
      dimension: 'width',
      paper: 'a4',
      mirror: false,
      lineWarning: false,
      name: 'Koi',
      date: '2026-11-26',
    });
    const file = path.join(dir, 'ink.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-r', '600', '-gray', file, path.join(dir, 'ink600')]);
    const raster = readdirSync(dir).find((f) => f.startsWith('ink600-') && f.endsWith('.pgm'))!;
    const bytes = readFileSync(path.join(dir, raster));
    const header = bytes.subarray(0, 40).toString('latin1').split(/\s+/);
    const [pw, ph] = [Number(header[1]), Number(header[2])];
    const page = { width: pw, height: ph, data: bytes.subarray(bytes.length - pw * ph) };
    const [inkW, inkH] = inkMm(page, 600);
    expect(Math.abs(inkW - 120)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(inkH - 60)).toBeLessThanOrEqual(0.5);
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain('ink 12.0 x 6.0 cm');
    expect(text).toContain('Transfer check: passed at 12 cm wide.');

    // The same design 2 cm wide: its 3-px stripes are 0.15 mm, too thin to transfer.
    const small = await printStencil(ops, png, {
      size: 2,
      unit: 'cm',
      dimension: 'width',
      paper: 'a4',
      mirror: false,
      lineWarning: false,
      name: 'Koi',
      date: '2026-11-26',
    });
    writeFileSync(path.join(dir, 'small.pdf'), small);
    const smallText = execFileSync('pdftotext', [path.join(dir, 'small.pdf'), '-']).toString();
    expect(smallText).toMatch(
      /Transfer check: failed at 2 cm wide: \d+ lines? thinner than 0.5 mm/,
    );
  }, 30_000);

  it('prints a 10 cm-wide design 10 cm wide (±1 mm) on one A4 page, mirrored when asked', async () => {
    const png = await stencil(1000, 600);
    const [page] = await printAndRaster(png, 10, false, 'plain');
    const [left, right] = designSpan(page!);
    const widthCm = ((right - left + 1) / DPI) * 2.54;
    expect(Math.abs(widthCm - 10)).toBeLessThanOrEqual(0.1);

    // The square sits near the design's left edge; mirrored, near its right edge.
    const top = px(MARGIN) + Math.round((100 / 1000) * px(10 * PT_PER_CM));
    const near = Math.round((100 / 1000) * (right - left));
    expect(dark(page!, left + near, top)).toBe(true);
    expect(dark(page!, right - near, top)).toBe(false);
    const [mirrored] = await printAndRaster(png, 10, true, 'mirrored');
    expect(dark(mirrored!, left + near, top)).toBe(false);
    expect(dark(mirrored!, right - near, top)).toBe(true);
  }, 30_000);

  it('tiles a 30 cm design onto 2 × 2 A4 pages with registration marks at the overlaps', async () => {
    const pages = await printAndRaster(await stencil(1000, 1000), 30, false, 'tiled');
    expect(pages).toHaveLength(4);
    // A mark's arm reaches left of the design area's top-left corner, where nothing else is.
    for (const page of pages) {
      expect(markAt(page, px(MARGIN) - px(0.25 * PT_PER_CM), px(MARGIN))).toBe(true);
    }
    const [single] = await printAndRaster(await stencil(1000, 600), 10, false, 'single');
    expect(markAt(single!, px(MARGIN) - px(0.25 * PT_PER_CM), px(MARGIN))).toBe(false);
  }, 30_000);
});
