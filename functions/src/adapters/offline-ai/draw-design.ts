import type { DesignRequest } from '../ai-provider';
import { motifFor, type Ink } from './motifs';
import { pick, seededRandom } from './random';

const COLOR_PALETTES = [
  { fill: '#f2c14e', accent: '#d1495b' },
  { fill: '#8ecae6', accent: '#219ebc' },
  { fill: '#a7c957', accent: '#bc4749' },
  { fill: '#f4a261', accent: '#2a9d8f' },
  { fill: '#cdb4db', accent: '#ffafcc' },
];

/** Line weight by tattoo style: fine line is thin, blackwork and tribal are heavy. */
function lineWidth(style: string): number {
  if (/fine|minimal|line/.test(style)) return 1.5;
  if (/black|tribal|traditional|chicano/.test(style)) return 5;
  return 3;
}

function inkFor(request: DesignRequest, random: () => number): Ink {
  const width = lineWidth((request.style ?? '').toLowerCase());
  if (request.colorScheme === 'blackwork') {
    const grey = pick(random, ['#d9d9d9', '#bfbfbf', '#a6a6a6']);
    return { line: '#111111', fill: grey, accent: '#595959', width };
  }
  return { line: '#1a1a1a', ...pick(random, COLOR_PALETTES), width };
}

function ornaments(style: string, random: () => number, r: number, ink: Ink): string {
  if (/dot/.test(style)) {
    return Array.from({ length: 260 }, () => {
      const a = random() * 2 * Math.PI;
      const d = r * (1.05 + random() * 0.25);
      return `<circle cx="${(d * Math.cos(a)).toFixed(1)}" cy="${(d * Math.sin(a)).toFixed(1)}" r="${(1 + random() * 2).toFixed(1)}" fill="${ink.line}"/>`;
    }).join('');
  }
  if (/geometric|mandala/.test(style)) {
    return `<circle r="${r * 1.15}" fill="none" stroke="${ink.line}" stroke-width="${ink.width}"/><circle r="${r * 1.22}" fill="none" stroke="${ink.line}" stroke-width="${ink.width / 2}" stroke-dasharray="4 8"/>`;
  }
  if (/tribal/.test(style)) {
    return Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4 + random() * 0.2;
      const x = r * 1.15 * Math.cos(a);
      const y = r * 1.15 * Math.sin(a);
      return `<path d="M${x.toFixed(1)} ${y.toFixed(1)} q${(20 * Math.cos(a + 1)).toFixed(1)} ${(20 * Math.sin(a + 1)).toFixed(1)} ${(60 * Math.cos(a)).toFixed(1)} ${(60 * Math.sin(a)).toFixed(1)}" fill="none" stroke="${ink.line}" stroke-width="${ink.width * 2}" stroke-linecap="round"/>`;
    }).join('');
  }
  if (/japanese|wave/.test(style)) {
    return Array.from({ length: 5 }, (_, i) => {
      const y = r * 0.95 + i * 14;
      return `<path d="M${-r * 1.2} ${y} q${r * 0.15} -24 ${r * 0.3} 0 t${r * 0.3} 0 t${r * 0.3} 0 t${r * 0.3} 0 t${r * 0.3} 0 t${r * 0.3} 0 t${r * 0.3} 0 t${r * 0.3} 0" fill="none" stroke="${ink.line}" stroke-width="${ink.width}"/>`;
    }).join('');
  }
  // Traditional and the rest: a pair of leaves either side, a flash-sheet staple.
  const leaf = (side: number) =>
    `<path d="M${side * r * 0.6} ${r * 0.7} q${side * r * 0.5} ${-r * 0.1} ${side * r * 0.7} ${r * 0.35} q${-side * r * 0.45} ${r * 0.1} ${-side * r * 0.7} ${-r * 0.35}Z" fill="${ink.accent}" stroke="${ink.line}" stroke-width="${ink.width}"/>`;
  return leaf(1) + leaf(-1);
}

/**
 * Tattoo-style line art as SVG: a motif chosen by the prompt's words, line weight and
 * ornaments by style, inks by colour scheme; everything else is drawn from a generator seeded
 * with the request, so the same request and seed give the same design.
 */
export function drawDesignSvg(request: DesignRequest, width: number, height: number): string {
  const style = (request.style ?? '').toLowerCase();
  const random = seededRandom(request.seed, request.prompt, style, request.colorScheme);
  const ink = inkFor(request, random);
  const r = Math.min(width, height) * 0.3;
  const motif = motifFor(request.prompt, random);
  const tilt = ((random() - 0.5) * 30).toFixed(1);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>` +
    `<g transform="translate(${width / 2} ${height / 2})">` +
    ornaments(style, random, r, ink) +
    `<g transform="rotate(${tilt})">${motif(random, r, ink)}</g>` +
    `</g></svg>`
  );
}
