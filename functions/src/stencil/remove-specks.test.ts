import { describe, expect, it } from 'vitest';
import type { LineMask } from './raster';
import { removeSpecks } from './remove-specks';

/** A mask from rows of text: '#' is a line pixel. */
function maskOf(rows: string[]): LineMask {
  const width = rows[0]!.length;
  const data = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) data[y * width + x] = row[x] === '#' ? 1 : 0;
  });
  return { data, width, height: rows.length };
}

function rowsOf(mask: LineMask): string[] {
  const rows: string[] = [];
  for (let y = 0; y < mask.height; y++) {
    const row = mask.data.subarray(y * mask.width, (y + 1) * mask.width);
    rows.push(Array.from(row, (v) => (v === 1 ? '#' : '.')).join(''));
  }
  return rows;
}

describe('removeSpecks', () => {
  it('drops fragments smaller than the minimum area and keeps the rest', () => {
    const mask = maskOf(['##......##', '........##', '....#.....', '###.......']);
    removeSpecks(mask, 3);
    expect(rowsOf(mask)).toEqual(['........##', '........##', '..........', '###.......']);
  });

  it('counts pixels touching only at a corner as one fragment', () => {
    const rows = ['#...#', '.#.#.', '..#..', '.....'];
    const mask = maskOf(rows);
    removeSpecks(mask, 5);
    expect(rowsOf(mask)).toEqual(rows);
  });

  it('joins branches that meet further down into one fragment (a U, a W)', () => {
    const mask = maskOf(['#.#.#...#', '#.#.#...#', '#.#.#...#', '#####...#']);
    // The W has 16 pixels; the stroke on the right only 4.
    removeSpecks(mask, 5);
    expect(rowsOf(mask)).toEqual(['#.#.#....', '#.#.#....', '#.#.#....', '#####....']);
  });

  it('does nothing when every fragment may stay', () => {
    const rows = ['#.#', '...', '#..'];
    const mask = maskOf(rows);
    removeSpecks(mask, 1);
    expect(rowsOf(mask)).toEqual(rows);
  });

  it('keeps the dots a hairline breaks into where it steps a row; dust beside a line or far from it goes', () => {
    // A 1-px line as a clean 2048-px design draws it where it steps down a row.
    const rows = [
      '........................',
      '#####.#.................',
      '........#.##..##########',
      '........................',
      '...................#....',
      '#.......................',
    ];
    const line = maskOf(rows);
    removeSpecks(line, 5, 2);
    expect(rowsOf(line)).toEqual([...rows.slice(0, 3), ...rows.slice(3).map(() => '.'.repeat(24))]);
    // Without the reach, the dots went as dust and the line printed with a 9-px gap.
    const before = maskOf(rows);
    removeSpecks(before, 5);
    expect(rowsOf(before)[1]).toBe('#####...................');
    expect(rowsOf(before)[2]).toBe('..............##########');
  });
});
