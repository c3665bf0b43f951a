import type { PDFFont, PDFPage } from 'pdf-lib';
import { loadPdfLib } from '../../adapters/load-sdk';
import { PT_PER_CM, printLayout, type PrintLayout, type Tile } from './print-layout';

export interface PrintRequest {
  size: number;
  unit: 'cm' | 'in';
  dimension: 'width' | 'height';
  paper: 'a4' | 'letter';
  name: string;
  date: string;
  /** The thinnest typical line of the stencil, in its pixels (null: no warning asked). */
  thinLinePx: number | null;
  /** The transfer check's verdict at this size, in one line ("Transfer check: passed …"). */
  transferLine?: string;
}

/** A line thinner than this on skin is finer than a 3-round-liner grouping can follow. */
export const NEEDLE_MIN_MM = 0.35;
/** pdf-lib loads with the first print, not when the worker starts (load-sdk.ts). */
type PdfLib = Awaited<ReturnType<typeof loadPdfLib>>;
const black = (pdf: PdfLib) => pdf.rgb(0, 0, 0);
const MARK = 0.4 * PT_PER_CM;

/** Helvetica's WinAnsi set: anything else in a design name is dropped, not a failed print. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '').trim() || 'Stencil';
}

/** A registration mark: a circle with a cross, where neighbouring tiles overlap. */
function mark(pdf: PdfLib, page: PDFPage, x: number, y: number): void {
  page.drawCircle({ x, y, size: MARK / 2, borderColor: black(pdf), borderWidth: 0.5 });
  page.drawLine({ start: { x: x - MARK, y }, end: { x: x + MARK, y }, thickness: 0.5 });
  page.drawLine({ start: { x, y: y - MARK }, end: { x, y: y + MARK }, thickness: 0.5 });
}

function footer(
  pdf: PdfLib,
  page: PDFPage,
  font: PDFFont,
  layout: PrintLayout,
  text: string[],
): void {
  const { area } = layout;
  const y = area.bottom - 0.9 * PT_PER_CM;
  // The scale bar: exactly 1 cm, to check the printer did not scale the page.
  page.drawRectangle({ x: area.left, y, width: PT_PER_CM, height: 3, color: black(pdf) });
  page.drawLine({ start: { x: area.left, y: y - 3 }, end: { x: area.left, y: y + 6 } });
  const end = area.left + PT_PER_CM;
  page.drawLine({ start: { x: end, y: y - 3 }, end: { x: end, y: y + 6 } });
  page.drawText('1 cm', { x: end + 4, y, size: 8, font });
  text.forEach((line, k) => {
    page.drawText(line, { x: area.left + 1.8 * PT_PER_CM, y: y + 4 - k * 10, size: 8, font });
  });
}

function drawTile(
  pdf: PdfLib,
  page: PDFPage,
  layout: PrintLayout,
  tile: Tile,
  image: Parameters<PDFPage['drawImage']>[0],
): void {
  const { area, design } = layout;
  const width = Math.min(area.width, design.width - tile.x);
  const height = Math.min(area.height, design.height - tile.y);
  const top = area.bottom + area.height;
  page.pushOperators(
    pdf.pushGraphicsState(),
    pdf.rectangle(area.left, top - height, width, height),
    pdf.clip(),
    pdf.endPath(),
  );
  page.drawImage(image, {
    x: area.left - tile.x,
    y: top + tile.y - design.height,
    width: design.width,
    height: design.height,
  });
  page.pushOperators(pdf.popGraphicsState());
  if (layout.tiles.length > 1) {
    for (const [x, y] of [
      [area.left, top],
      [area.left + width, top],
      [area.left, top - height],
      [area.left + width, top - height],
    ] as const) {
      mark(pdf, page, x, y);
    }
  }
}

/**
 * The stencil at true size: one page, or tiles with overlap and registration marks when it is
 * larger than the paper; a 1-cm scale bar, the design's name, date and ink size, and a warning
 * where lines are thinner than a needle grouping can follow at that size. `png` is already cut
 * to its ink (so the size set is the ink's) and mirrored if the artist asked for it.
 */
export async function stencilPdf(
  png: Buffer,
  pixels: { width: number; height: number },
  request: PrintRequest,
): Promise<Uint8Array> {
  const layout = printLayout(
    pixels,
    { value: request.size, unit: request.unit, dimension: request.dimension },
    request.paper,
  );
  const pdf = await loadPdfLib();
  const doc = await pdf.PDFDocument.create();
  doc.setTitle(printable(request.name));
  const font = await doc.embedFont(pdf.StandardFonts.Helvetica);
  const image = await doc.embedPng(png);
  const cm = (pt: number) => (pt / PT_PER_CM).toFixed(1);
  const lines = [
    `${printable(request.name)}  ${request.date}  ink ${cm(layout.design.width)} x ${cm(layout.design.height)} cm`,
  ];
  if (request.thinLinePx !== null) {
    const mm = (request.thinLinePx * layout.design.width * 10) / PT_PER_CM / pixels.width;
    if (mm < NEEDLE_MIN_MM) {
      lines.push(
        `Warning: lines about ${mm.toFixed(2)} mm wide at this size, thinner than a needle grouping can follow (${NEEDLE_MIN_MM} mm).`,
      );
    }
  }
  for (const tile of layout.tiles) {
    const page = doc.addPage([layout.page.width, layout.page.height]);
    drawTile(pdf, page, layout, tile, image);
    const where =
      layout.tiles.length > 1
        ? [`Page ${tile.row + 1}-${tile.col + 1} of ${layout.rows} x ${layout.cols} (row-column)`]
        : [];
    const transfer = request.transferLine ? [printable(request.transferLine)] : [];
    footer(pdf, page, font, layout, [
      ...lines.slice(0, 1),
      ...transfer,
      ...where,
      ...lines.slice(1),
    ]);
  }
  return doc.save();
}
