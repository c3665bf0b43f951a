import type { DesignRequest } from '../ai-provider';
import { iconNamed, type Icon } from './icon-library';
import { textPath, type Face } from './lettering';
import { pick, seededRandom } from './random';

const INK = '#111111';
const COLOURS = ['#d62828', '#f77f00', '#2a9d8f', '#1982c4', '#6a4c93', '#8ac926', '#fcbf49'];
const f = (n: number) => n.toFixed(1);

/** How a style inks a motif: fill, outline weight (px) and any ornament around it. */
interface Look {
  fill: string;
  stroke: number;
  face: Face;
  ornament: 'none' | 'rings' | 'waves' | 'halo' | 'splash';
}

function lookFor(style: string, colour: string | null): Look {
  const solid = colour ?? INK;
  if (/fine|minimal|line|sketch|single/.test(style)) {
    return { fill: 'none', stroke: 2, face: 'slab', ornament: 'none' };
  }
  if (/dot|stipple|pointill/.test(style)) {
    return { fill: 'url(#dots)', stroke: 3, face: 'blackletter', ornament: 'halo' };
  }
  if (/black|tribal|gothic|chicano|script/.test(style)) {
    return { fill: INK, stroke: 3, face: 'blackletter', ornament: 'none' };
  }
  if (/geometric|mandala|sacred/.test(style)) {
    return { fill: solid, stroke: 3, face: 'slab', ornament: 'rings' };
  }
  if (/japanese|irezumi|wave/.test(style)) {
    return { fill: solid, stroke: 6, face: 'slab', ornament: 'waves' };
  }
  if (/water/.test(style)) {
    return { fill: 'none', stroke: 3, face: 'slab', ornament: colour ? 'splash' : 'none' };
  }
  if (/traditional|old|flash|american|neo/.test(style)) {
    return { fill: solid, stroke: 8, face: 'slab', ornament: 'none' };
  }
  // Realism and the rest: shaded in greys (or the colour), a firm outline.
  return { fill: colour ?? 'url(#shade)', stroke: 4, face: 'slab', ornament: 'none' };
}

/** Ink measured from the artist's own references (style-ink.ts): it overrides the style's. */
export interface ReferenceInk {
  /** Outline weight in px on a 1024-px canvas. */
  stroke: number;
  /** The references' own colours; empty when they are black and grey. */
  palette: string[];
}

function iconAt(icon: Icon, cx: number, cy: number, size: number, look: Look, turn: number) {
  const scale = size / icon.size;
  return (
    `<g data-motif="${icon.name}" transform="translate(${f(cx)} ${f(cy)}) rotate(${f(turn)}) scale(${scale.toFixed(4)}) translate(${-icon.size / 2} ${-icon.size / 2})">` +
    `<path d="${icon.d}" fill="${look.fill}" fill-rule="${icon.fillRule}" stroke="${INK}" stroke-width="${f(look.stroke / scale)}" stroke-linejoin="round" paint-order="stroke"/></g>`
  );
}

function ornament(look: Look, cx: number, cy: number, r: number, colour: string | null) {
  if (look.ornament === 'rings') {
    const hexagon = Array.from({ length: 6 }, (_, i) => {
      const a = (i * Math.PI) / 3 - Math.PI / 2;
      return `${f(cx + r * 1.08 * Math.cos(a))},${f(cy + r * 1.08 * Math.sin(a))}`;
    }).join(' ');
    return `<circle cx="${cx}" cy="${cy}" r="${f(r)}" fill="none" stroke="${INK}" stroke-width="3"/><polygon points="${hexagon}" fill="none" stroke="${INK}" stroke-width="2"/><circle cx="${cx}" cy="${cy}" r="${f(r * 1.16)}" fill="none" stroke="${INK}" stroke-width="2" stroke-dasharray="3 9"/>`;
  }
  if (look.ornament === 'halo') {
    return `<circle cx="${cx}" cy="${cy}" r="${f(r)}" fill="none" stroke="${INK}" stroke-width="6" stroke-dasharray="0.1 14" stroke-linecap="round"/>`;
  }
  if (look.ornament === 'waves') {
    return Array.from({ length: 3 }, (_, i) => {
      const y = cy + r * 0.8 + i * 18;
      return `<path d="M${f(cx - r)} ${f(y)} q${f(r / 8)} -22 ${f(r / 4)} 0 t${f(r / 4)} 0 t${f(r / 4)} 0 t${f(r / 4)} 0 t${f(r / 4)} 0 t${f(r / 4)} 0 t${f(r / 4)} 0 t${f(r / 4)} 0" fill="none" stroke="${INK}" stroke-width="4"/>`;
    }).join('');
  }
  if (look.ornament === 'splash' && colour) {
    return `<circle cx="${f(cx - r * 0.2)}" cy="${f(cy)}" r="${f(r * 0.8)}" fill="${colour}" opacity="0.55" filter="url(#soft)"/>`;
  }
  return '';
}

/** A flash-sheet banner: a sagging band with folded tails, the lettering bent along it. */
function banner(
  text: string,
  cx: number,
  cy: number,
  w: number,
  h: number,
  look: Look,
  fill: string,
) {
  const sag = h * 0.35;
  const half = w / 2;
  const tail = w * 0.12;
  const drop = h * 0.4;
  const tailPath = (side: 1 | -1) => {
    const inner = cx + side * (half - tail * 0.4);
    const outer = cx + side * (half + tail);
    const top = cy - h / 2 + drop;
    return `<path d="M${f(inner)} ${f(top)} L${f(outer)} ${f(top)} L${f(outer - side * tail * 0.35)} ${f(top + h / 2)} L${f(outer)} ${f(top + h)} L${f(inner)} ${f(top + h)}Z" fill="${fill}" stroke="${INK}" stroke-width="${look.stroke * 0.6 + 2}" stroke-linejoin="round"/>`;
  };
  const band = `<path d="M${f(cx - half)} ${f(cy - h / 2)} Q${f(cx)} ${f(cy - h / 2 + 2 * sag)} ${f(cx + half)} ${f(cy - h / 2)} L${f(cx + half)} ${f(cy + h / 2)} Q${f(cx)} ${f(cy + h / 2 + 2 * sag)} ${f(cx - half)} ${f(cy + h / 2)}Z" fill="${fill}" stroke="${INK}" stroke-width="${look.stroke * 0.6 + 2}" stroke-linejoin="round"/>`;
  const bend = (x: number) => sag * (1 - (x / half) ** 2);
  const letters = textPath(text, look.face, h * 0.62, w * 0.82, bend);
  const baseline = cy + letters.height * 0.34;
  return (
    tailPath(-1) +
    tailPath(1) +
    band +
    `<path data-lettering="${escapeAttr(text)}" transform="translate(${f(cx)} ${f(baseline)})" d="${letters.d}" fill="${INK}"/>`
  );
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

type Place = 'above' | 'backdrop' | 'behind' | 'below' | 'lower-right';

/**
 * Where a companion sits: a crown on the head (a crown of thorns stays beside it), a mandala
 * around the subject, the moon behind it, waves and flames under it, the rest beside it.
 */
function companionPlace(icon: string): Place {
  if (icon === 'crown') return 'above';
  if (/mandala|sacred-geometry|ornament/.test(icon)) return 'backdrop';
  if (/moon|sun|sparkles|planet|star-formation/.test(icon)) return 'behind';
  if (/wave|flame|cloud/.test(icon)) return 'below';
  return 'lower-right';
}

/** Offsets (x, y) and scale of the lead and the companion, as fractions of the motif size. */
const PLACES: Record<
  Place,
  { lead: [number, number, number]; companion: [number, number, number] }
> = {
  above: { lead: [0, 0.12, 0.82], companion: [0, -0.36, 0.42] },
  backdrop: { lead: [0, 0, 0.56], companion: [0, 0, 1.05] },
  behind: { lead: [-0.06, 0.08, 0.82], companion: [0.24, -0.2, 0.66] },
  below: { lead: [0, -0.14, 0.78], companion: [0, 0.32, 0.7] },
  'lower-right': { lead: [0, 0, 1], companion: [0.3, 0.22, 0.55] },
};

/**
 * A tattoo design as SVG, drawn from a plan (design-plan.ts): the motifs the prompt names, from
 * the bundled icon library, inked as the style inks (fine line outlines, traditional bold outline
 * and flat fill, blackwork solid, dotwork stippled), in black and grey or colour, with the
 * prompt's lettering set in real glyph outlines, on a banner when it asks for one, or the
 * lettering alone. The seed varies the tilt and palette.
 */
export function drawDesignSvg(
  request: DesignRequest,
  plan: { motifs: string[]; lettering: string | null },
  width: number,
  height: number,
  ink?: ReferenceInk,
): string {
  const style = (request.style ?? '').toLowerCase();
  const random = seededRandom(request.seed, request.prompt, style, request.colorScheme);
  const palette = ink?.palette.length ? ink.palette : COLOURS;
  const colour = request.colorScheme === 'color' ? pick(random, palette) : null;
  const styled = lookFor(style, colour);
  // The artist's own references outweigh the style's words: their weight, and their colours
  // even where the style alone would leave a motif unfilled.
  const look = ink
    ? {
        ...styled,
        stroke: ink.stroke * (Math.min(width, height) / 1024),
        fill: colour && styled.fill === 'none' ? colour : styled.fill,
      }
    : styled;
  const text = plan.lettering;
  const [lead, companion] = plan.motifs.map(iconNamed);
  const side = Math.min(width, height);
  const cx = width / 2;
  const wantsBanner = /\b(banner|scroll|ribbon)\b/i.test(request.prompt);
  if (!lead) {
    return page(
      width,
      height,
      text ? letteringAlone(text, look, colour, wantsBanner, width, height) : '',
    );
  }
  const motifY = text ? height * 0.42 : height / 2;
  const size = side * (text ? 0.6 : 0.72);
  const turn = (random() - 0.5) * 12;
  let body = ornament(look, cx, motifY, size * 0.62, colour);
  if (companion) {
    const second = colour ? { ...look, fill: pick(random, palette) } : look;
    const place = companionPlace(companion.name);
    const at = PLACES[place];
    const leadIcon = iconAt(
      lead,
      cx + at.lead[0] * size,
      motifY + at.lead[1] * size,
      size * at.lead[2],
      look,
      turn,
    );
    const other = iconAt(
      companion,
      cx + at.companion[0] * size,
      motifY + at.companion[1] * size,
      size * at.companion[2],
      second,
      place === 'lower-right' ? turn + 20 : turn,
    );
    // A crown sits on the head and flames or waves rise in front; the rest stay behind.
    body += place === 'above' || place === 'below' ? leadIcon + other : other + leadIcon;
  } else {
    body += iconAt(lead, cx, motifY, size, look, turn);
  }
  if (text && wantsBanner) {
    const fill = colour ? '#f6e7c1' : '#ffffff';
    body += banner(text, cx, height * 0.76, side * 0.74, side * 0.14, look, fill);
  } else if (text) {
    const letters = textPath(text, look.face, side * 0.11, side * 0.8);
    body += `<path data-lettering="${escapeAttr(text)}" transform="translate(${f(cx)} ${f(height * 0.86)})" d="${letters.d}" fill="${INK}"/>`;
  }
  return page(width, height, body);
}

/** A script piece: the lettering is the design, large across the middle (or on its banner). */
function letteringAlone(
  text: string,
  look: Look,
  colour: string | null,
  wantsBanner: boolean,
  width: number,
  height: number,
): string {
  const side = Math.min(width, height);
  if (wantsBanner) {
    const fill = colour ? '#f6e7c1' : '#ffffff';
    return banner(text, width / 2, height / 2, side * 0.86, side * 0.2, look, fill);
  }
  const letters = textPath(text, look.face, side * 0.2, side * 0.86);
  const baseline = height / 2 + letters.height * 0.35;
  return `<path data-lettering="${escapeAttr(text)}" transform="translate(${f(width / 2)} ${f(baseline)})" d="${letters.d}" fill="${colour ?? INK}"/>`;
}

function page(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><pattern id="dots" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="4.5" cy="4.5" r="2.1" fill="${INK}"/></pattern>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9a9a9a"/><stop offset="1" stop-color="#2a2a2a"/></linearGradient>` +
    `<filter id="soft"><feGaussianBlur stdDeviation="18"/></filter></defs>` +
    `<rect width="100%" height="100%" fill="#ffffff"/>${body}</svg>`
  );
}
