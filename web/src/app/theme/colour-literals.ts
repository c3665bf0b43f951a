/**
 * What counts as a colour written outside the theme (colour-literals.test.ts keeps web/src free
 * of them): a literal colour does not follow light and dark, and a second one drifts from the
 * palette. Components use Mantine palette names, the theme's variables or tokens.ts instead.
 */
const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;
// A fixed shade stays the same in dark mode (gray.1 is a bright patch on ink).
const FIXED_SHADE_VARIABLE = /--mantine-(?:primary-)?color-(?:[a-z]+-)?\d\b/g;
const FIXED_SHADE_PROP = /\b(?:bg|c|color)=["'{][`'"]?[a-z]+\.\d["'`]?/g;
const NAMED = [
  'white',
  'black',
  'red',
  'green',
  'blue',
  'yellow',
  'orange',
  'purple',
  'pink',
  'gray',
  'grey',
  'silver',
  'maroon',
  'navy',
  'teal',
  'olive',
  'lime',
  'aqua',
  'fuchsia',
  'cyan',
  'magenta',
  'violet',
  'indigo',
  'brown',
  'gold',
  'beige',
  'ivory',
  'tomato',
  'crimson',
  'coral',
  'salmon',
  'khaki',
  'lightgray',
  'lightgrey',
  'darkgray',
  'darkgrey',
  'whitesmoke',
].join('|');
const COLOUR_PROPERTY = 'color|background|background-color|border(?:-[a-z]+)*|outline|fill|stroke';
// In CSS: `color: white;`, `border: 1px solid black`.
const CSS_NAMED = new RegExp(
  `(?:^|[\\s;{])(?:${COLOUR_PROPERTY})\\s*:[^;{}]*(?<![\\w-])(?:${NAMED})(?![\\w-])`,
  'gim',
);
// In a style prop: `background: 'white'`, `borderColor: "red"`.
const STYLE_NAMED = new RegExp(
  `\\b(?:color|background|backgroundColor|border\\w*|outline\\w*|fill|stroke)\\s*:\\s*['"\`][^'"\`]*(?<![\\w-])(?:${NAMED})(?![\\w-])`,
  'gi',
);
// On an element: fill="white", c="white", bg="black".
const ATTRIBUTE_NAMED = new RegExp(`\\b(?:fill|stroke|c|bg)=["'](?:white|black)["']`, 'g');

/** The `style={{ … }}` objects of a TSX file. */
function styleObjects(source: string): string[] {
  const found: string[] = [];
  let from = 0;
  for (;;) {
    const start = source.indexOf('style={{', from);
    if (start < 0) return found;
    let depth = 0;
    let end = start + 'style='.length;
    for (; end < source.length; end++) {
      if (source[end] === '{') depth++;
      if (source[end] === '}' && --depth === 0) break;
    }
    found.push(source.slice(start, end + 1));
    from = end + 1;
  }
}

/** The colour literals in one file's text, as the lines that hold them. */
export function colourLiterals(path: string, source: string): string[] {
  const hits: string[] = [];
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  const scan = (pattern: RegExp, text: string, offset = 0) => {
    for (const match of text.matchAll(pattern)) {
      hits.push(`${path}:${lineOf(offset + (match.index ?? 0))}: ${match[0].trim()}`);
    }
  };
  scan(HEX, source);
  scan(FUNCTION, source);
  scan(FIXED_SHADE_VARIABLE, source);
  if (path.endsWith('.css')) scan(CSS_NAMED, source);
  if (path.endsWith('.tsx')) {
    scan(FIXED_SHADE_PROP, source);
    scan(ATTRIBUTE_NAMED, source);
    for (const style of styleObjects(source)) scan(STYLE_NAMED, style, source.indexOf(style));
  }
  return hits;
}
