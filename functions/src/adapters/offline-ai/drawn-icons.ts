/**
 * Motifs the bundled icon set lacks or draws as something else (its `swallow` is a gulping
 * monster, its `butterfly` a cluster of leaves), drawn here as paths on the same 512-unit
 * square. They fill by the even-odd rule, so a shape inside a shape is a hole: petals within
 * petals read as line art.
 */
const SIZE = 512;
const C = SIZE / 2;
const f = (n: number) => n.toFixed(1);

type Point = [number, number];
/** A cubic Bézier chain: the start, then (control, control, end) triples. */
type Chain = { start: Point; curves: [Point, Point, Point][] };

/** A closed outline symmetric about the vertical axis, from its right half (top to bottom). */
function mirrored(half: Chain): string {
  const flip = ([x, y]: Point): Point => [SIZE - x, y];
  const pt = ([x, y]: Point) => `${f(x)} ${f(y)}`;
  let d = `M${pt(half.start)}`;
  for (const [c1, c2, end] of half.curves) d += `C${pt(c1)} ${pt(c2)} ${pt(end)}`;
  const points = [half.start, ...half.curves.map((c) => c[2])];
  for (let i = half.curves.length - 1; i >= 0; i--) {
    const [c1, c2] = half.curves[i]!;
    d += `C${pt(flip(c2))} ${pt(flip(c1))} ${pt(flip(points[i]!))}`;
  }
  return `${d}Z`;
}

const circle = (cx: number, cy: number, r: number) =>
  `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`;

const polar = (r: number, a: number, cy = C): Point => [C + r * Math.cos(a), cy + r * Math.sin(a)];

/** A pointed petal from radius r0 to r1 along angle a, `spread` radians wide at its middle. */
function petal(r0: number, r1: number, a: number, spread: number, cy = C): string {
  const mid = (r0 + r1) / 2;
  const [x0, y0] = polar(r0, a, cy);
  const [x1, y1] = polar(r1, a, cy);
  const [lx, ly] = polar(mid / Math.cos(spread), a - spread, cy);
  const [rx, ry] = polar(mid / Math.cos(spread), a + spread, cy);
  return `M${f(x0)} ${f(y0)}Q${f(lx)} ${f(ly)} ${f(x1)} ${f(y1)}Q${f(rx)} ${f(ry)} ${f(x0)} ${f(y0)}Z`;
}

function ringOf(count: number, draw: (a: number) => string, offset = 0): string {
  return Array.from({ length: count }, (_, i) =>
    draw(offset + (i * 2 * Math.PI) / count - Math.PI / 2),
  ).join('');
}

/** A swallow in flight seen from below: scythe wings swept back and the long forked tail. */
const swallow = mirrored({
  start: [256, 34],
  curves: [
    [
      [268, 50],
      [290, 70],
      [290, 98],
    ],
    [
      [292, 114],
      [288, 126],
      [282, 138],
    ],
    [
      [350, 104],
      [452, 130],
      [500, 254],
    ],
    [
      [452, 196],
      [380, 178],
      [294, 226],
    ],
    [
      [294, 268],
      [288, 296],
      [280, 318],
    ],
    [
      [304, 372],
      [330, 430],
      [356, 490],
    ],
    [
      [322, 440],
      [290, 396],
      [256, 370],
    ],
  ],
});

const butterflyWings = mirrored({
  start: [256, 150],
  curves: [
    [
      [262, 150],
      [266, 160],
      [266, 178],
    ],
    [
      [300, 100],
      [420, 30],
      [480, 70],
    ],
    [
      [528, 110],
      [470, 236],
      [300, 258],
    ],
    [
      [420, 262],
      [470, 330],
      [440, 400],
    ],
    [
      [410, 460],
      [320, 440],
      [266, 330],
    ],
    [
      [264, 370],
      [262, 400],
      [256, 410],
    ],
  ],
});

/** Spots on the wings (holes under the even-odd rule), the body down the middle left whole. */
const butterfly =
  butterflyWings +
  [
    circle(390, 120, 30),
    circle(SIZE - 390, 120, 30),
    circle(370, 350, 22),
    circle(SIZE - 370, 350, 22),
  ].join('') +
  `M252 160Q220 90 196 64L202 58Q230 86 258 156ZM260 160Q292 90 316 64L310 58Q282 86 254 156Z`;

/** Rings of petals, each with a smaller petal inside it so it reads as an outline. */
const mandala = [
  circle(C, C, 26),
  circle(C, C, 14),
  ringOf(8, (a) => petal(34, 112, a, 0.3) + petal(46, 100, a, 0.2)),
  circle(C, C, 122),
  circle(C, C, 130),
  ringOf(16, (a) => petal(136, 196, a, 0.16) + petal(146, 186, a, 0.09), Math.PI / 16),
  circle(C, C, 204),
  circle(C, C, 212),
  ringOf(32, (a) => petal(216, 250, a, 0.08)),
].join('');

/** The seed of life: seven circles whose overlaps alternate under the even-odd rule. */
const sacredGeometry = [
  circle(C, C, 86),
  ringOf(6, (a) => circle(...polar(86, a), 86)),
  circle(C, C, 236),
  circle(C, C, 248),
  (() => {
    const tip = (k: number) => polar(236, (k * 2 * Math.PI) / 6 - Math.PI / 2);
    return `M${Array.from({ length: 6 }, (_, k) => tip(k).map(f).join(' ')).join('L')}Z`;
  })(),
].join('');

/**
 * An ornamental pendant: a small medallion of petals, a fan of beaded chains below it and a
 * drop at the end, the jewellery-like piece ornamental work is known for.
 */
const ornament = (() => {
  const cy = 190;
  const medallion = [
    circle(C, cy, 22),
    circle(C, cy, 10),
    ringOf(12, (a) => petal(30, 96, a, 0.2, cy) + petal(40, 86, a, 0.11, cy)),
    circle(C, cy, 104),
    circle(C, cy, 112),
    ringOf(24, (a) => petal(118, 150, a, 0.1, cy)),
  ].join('');
  const beads = [-2, -1, 0, 1, 2]
    .flatMap((k) => {
      const a = Math.PI / 2 + k * 0.32;
      const reach = k === 0 ? 5 : 4 - Math.abs(k);
      return Array.from({ length: reach }, (_, i) => {
        const [x, y] = polar(168 + i * 26, a, cy);
        return circle(x, y, 9 - i);
      });
    })
    .join('');
  const dropTop = cy + 168 + 5 * 26 - 10;
  const drop = `M${C} ${dropTop}Q${C + 30} ${dropTop + 36} ${C} ${dropTop + 56}Q${C - 30} ${dropTop + 36} ${C} ${dropTop}Z`;
  return medallion + beads + drop;
})();

const latinCross = 'M222 36h68v116h100v64h-100v260h-68v-260h-100v-64h100Z';

/** The nautical star: an outlined five-point star, one half of each point inked. */
const nauticalStar = (() => {
  const star = (outer: number, inner: number) => {
    const pts = Array.from({ length: 10 }, (_, k) =>
      polar(k % 2 ? inner : outer, (k * Math.PI) / 5 - Math.PI / 2),
    );
    return `M${pts.map((p) => p.map(f).join(' ')).join('L')}Z`;
  };
  const halves = Array.from({ length: 5 }, (_, k) => {
    const a = (k * 2 * Math.PI) / 5 - Math.PI / 2;
    const tip = polar(214, a);
    const side = polar(78, a + Math.PI / 5);
    return `M${f(C)} ${f(C)}L${tip.map(f).join(' ')}L${side.map(f).join(' ')}Z`;
  }).join('');
  return star(250, 100) + star(226, 88) + halves;
})();

export const DRAWN_ICONS: Record<string, string> = {
  swallow,
  butterfly,
  mandala,
  ornament,
  'sacred-geometry': sacredGeometry,
  'latin-cross': latinCross,
  'nautical-star': nauticalStar,
};

export const DRAWN_ICON_SIZE = SIZE;
