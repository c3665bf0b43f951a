/** PDF points per centimetre and per inch. */
export const PT_PER_CM = 72 / 2.54;
const PT_PER_IN = 72;

const PAPER_PT = { a4: [595.28, 841.89], letter: [612, 792] } as const;
/** Printers do not reach the sheet's edge: nothing is drawn closer than this. */
export const MARGIN = 1.2 * PT_PER_CM;
/** The footer (scale bar, name, date, warning) below the design area. */
export const FOOTER = 1.6 * PT_PER_CM;
/** Neighbouring tiles repeat this much of the design, to line them up and tape them. */
const OVERLAP = 1 * PT_PER_CM;

export interface Tile {
  /** The part of the design on this page, in points from the design's top-left corner. */
  x: number;
  y: number;
  row: number;
  col: number;
}

export interface PrintLayout {
  page: { width: number; height: number };
  /** The design area of every page: left, bottom (PDF coordinates), width, height. */
  area: { left: number; bottom: number; width: number; height: number };
  design: { width: number; height: number };
  rows: number;
  cols: number;
  tiles: Tile[];
}

function count(length: number, room: number): number {
  return length <= room ? 1 : Math.ceil((length - OVERLAP) / (room - OVERLAP));
}

/** Design size in points at the artist's size on skin, and the pages it takes (portrait). */
export function printLayout(
  pixels: { width: number; height: number },
  size: { value: number; unit: 'cm' | 'in'; dimension: 'width' | 'height' },
  paper: keyof typeof PAPER_PT,
): PrintLayout {
  const length = size.value * (size.unit === 'cm' ? PT_PER_CM : PT_PER_IN);
  const ratio = pixels.height / pixels.width;
  const design =
    size.dimension === 'width'
      ? { width: length, height: length * ratio }
      : { width: length / ratio, height: length };
  const [pw, ph] = PAPER_PT[paper];
  const area = {
    left: MARGIN,
    bottom: MARGIN + FOOTER,
    width: pw - 2 * MARGIN,
    height: ph - 2 * MARGIN - FOOTER,
  };
  const cols = count(design.width, area.width);
  const rows = count(design.height, area.height);
  const tiles: Tile[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      tiles.push({
        x: col * (area.width - OVERLAP),
        y: row * (area.height - OVERLAP),
        row,
        col,
      });
    }
  }
  return { page: { width: pw, height: ph }, area, design, rows, cols, tiles };
}
