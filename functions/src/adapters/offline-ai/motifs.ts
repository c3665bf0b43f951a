import { pick } from './random';

/** Draws one motif centred on (0,0) within radius r, as SVG elements. */
export type Motif = (random: () => number, r: number, ink: Ink) => string;

export interface Ink {
  line: string;
  fill: string;
  accent: string;
  width: number;
}

const f = (n: number) => n.toFixed(1);

function polar(r: number, angle: number): [number, number] {
  return [r * Math.cos(angle), r * Math.sin(angle)];
}

const flower: Motif = (random, r, ink) => {
  const petals = 5 + Math.floor(random() * 6);
  const layers = 2 + Math.floor(random() * 2);
  let out = '';
  for (let layer = layers; layer >= 1; layer -= 1) {
    const len = (r * layer) / layers;
    const turn = random() * Math.PI;
    for (let i = 0; i < petals; i += 1) {
      const a = turn + (i * 2 * Math.PI) / petals;
      const [tx, ty] = polar(len, a);
      const [c1x, c1y] = polar(len * 0.7, a - 0.5);
      const [c2x, c2y] = polar(len * 0.7, a + 0.5);
      out += `<path d="M0 0 Q${f(c1x)} ${f(c1y)} ${f(tx)} ${f(ty)} Q${f(c2x)} ${f(c2y)} 0 0Z" fill="${layer === 1 ? ink.accent : ink.fill}" stroke="${ink.line}" stroke-width="${ink.width}"/>`;
    }
  }
  return `${out}<circle r="${f(r * 0.12)}" fill="${ink.line}"/>`;
};

const sun: Motif = (random, r, ink) => {
  const rays = 12 + Math.floor(random() * 12);
  let out = `<circle r="${f(r * 0.4)}" fill="${ink.fill}" stroke="${ink.line}" stroke-width="${ink.width * 1.5}"/>`;
  for (let i = 0; i < rays; i += 1) {
    const a = (i * 2 * Math.PI) / rays;
    const long = i % 2 === 0 ? r : r * (0.7 + random() * 0.15);
    const [x1, y1] = polar(r * 0.48, a - 0.08);
    const [x2, y2] = polar(long, a);
    const [x3, y3] = polar(r * 0.48, a + 0.08);
    out += `<path d="M${f(x1)} ${f(y1)} L${f(x2)} ${f(y2)} L${f(x3)} ${f(y3)}Z" fill="${ink.accent}" stroke="${ink.line}" stroke-width="${ink.width}"/>`;
  }
  return `${out}<circle r="${f(r * 0.22)}" fill="none" stroke="${ink.line}" stroke-width="${ink.width}"/>`;
};

const moon: Motif = (random, r, ink) => {
  const cut = r * (0.35 + random() * 0.25);
  const stars = Array.from({ length: 3 + Math.floor(random() * 4) }, () => {
    const [x, y] = polar(r * (0.75 + random() * 0.2), -Math.PI / 2 + random() * Math.PI);
    return `<path d="M${f(x)} ${f(y - 14)} L${f(x + 4)} ${f(y)} L${f(x)} ${f(y + 14)} L${f(x - 4)} ${f(y)}Z" fill="${ink.line}"/>`;
  }).join('');
  return (
    `<mask id="m"><rect x="${-r}" y="${-r}" width="${2 * r}" height="${2 * r}" fill="white"/>` +
    `<circle cx="${f(cut)}" cy="${f(-cut * 0.4)}" r="${f(r * 0.6)}" fill="black"/></mask>` +
    `<circle r="${f(r * 0.65)}" fill="${ink.fill}" stroke="${ink.line}" stroke-width="${ink.width * 1.5}" mask="url(#m)"/>` +
    stars
  );
};

const serpent: Motif = (random, r, ink) => {
  const turns = 2 + Math.floor(random() * 3);
  const points: string[] = [];
  for (let i = 0; i <= 60; i += 1) {
    const t = i / 60;
    const y = -r + 2 * r * t;
    const x = Math.sin(t * turns * Math.PI) * r * 0.45 * (1 - t * 0.4);
    points.push(`${f(x)} ${f(y)}`);
  }
  const body = `M${points.join(' L')}`;
  return (
    `<path d="${body}" fill="none" stroke="${ink.line}" stroke-width="${ink.width * 9}" stroke-linecap="round"/>` +
    `<path d="${body}" fill="none" stroke="${ink.accent}" stroke-width="${ink.width * 6}" stroke-linecap="round"/>` +
    `<path d="${body}" fill="none" stroke="${ink.line}" stroke-width="${ink.width}" stroke-dasharray="6 10"/>` +
    `<ellipse cx="0" cy="${f(-r)}" rx="${f(r * 0.1)}" ry="${f(r * 0.14)}" fill="${ink.fill}" stroke="${ink.line}" stroke-width="${ink.width * 1.5}"/>`
  );
};

const heart: Motif = (random, r, ink) => {
  const s = r * 0.8;
  const d = `M0 ${f(s * 0.9)} C${f(-s * 1.3)} ${f(s * 0.1)} ${f(-s * 0.7)} ${f(-s * 0.9)} 0 ${f(-s * 0.35)} C${f(s * 0.7)} ${f(-s * 0.9)} ${f(s * 1.3)} ${f(s * 0.1)} 0 ${f(s * 0.9)}Z`;
  const flames = Array.from({ length: 3 + Math.floor(random() * 3) }, (_, i) => {
    const x = (i - 2) * s * 0.18;
    return `<path d="M${f(x)} ${f(-s * 0.4)} q${f(-s * 0.1)} ${f(-s * 0.3)} 0 ${f(-s * 0.55)} q${f(s * 0.1)} ${f(s * 0.25)} 0 ${f(s * 0.55)}" fill="${ink.accent}" stroke="${ink.line}" stroke-width="${ink.width}"/>`;
  }).join('');
  return `${flames}<path d="${d}" fill="${ink.fill}" stroke="${ink.line}" stroke-width="${ink.width * 2}"/><path d="M${f(-s * 0.45)} ${f(-s * 0.2)} q${f(s * 0.1)} ${f(-s * 0.2)} ${f(s * 0.3)} ${f(-s * 0.2)}" fill="none" stroke="${ink.line}" stroke-width="${ink.width}"/>`;
};

const diamond: Motif = (random, r, ink) => {
  const sides = pick(random, [3, 4, 6, 8]);
  let out = '';
  for (let ring = 1; ring <= 4; ring += 1) {
    const rr = (r * ring) / 4;
    const turn = ring % 2 ? 0 : Math.PI / sides;
    const pts = Array.from({ length: sides }, (_, i) =>
      polar(rr, turn + (i * 2 * Math.PI) / sides - Math.PI / 2)
        .map(f)
        .join(' '),
    );
    out += `<polygon points="${pts.join(' ')}" fill="${ring === 1 ? ink.accent : 'none'}" stroke="${ink.line}" stroke-width="${ink.width}"/>`;
  }
  return out;
};

/** Words in a prompt that pick a motif; anything else gets one chosen by the seed. */
export const MOTIFS: { words: string[]; draw: Motif }[] = [
  { words: ['rose', 'flower', 'lotus', 'peony', 'floral', 'bloom'], draw: flower },
  { words: ['sun', 'star', 'mandala', 'compass', 'light'], draw: sun },
  { words: ['moon', 'night', 'crescent', 'witch', 'celestial'], draw: moon },
  { words: ['snake', 'serpent', 'dragon', 'wave', 'river', 'eel'], draw: serpent },
  { words: ['heart', 'love', 'sacred', 'flame', 'fire'], draw: heart },
  { words: ['geometric', 'diamond', 'crystal', 'triangle', 'hexagon'], draw: diamond },
];

export function motifFor(prompt: string, random: () => number): Motif {
  const words = prompt.toLowerCase();
  const match = MOTIFS.find((m) => m.words.some((w) => words.includes(w)));
  return match?.draw ?? pick(random, MOTIFS).draw;
}
