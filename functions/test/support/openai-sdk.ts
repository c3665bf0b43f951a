import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * What the installed `openai` package says about its models, read from its own type
 * definitions: the model unions, the "Deprecated values" notes, and the parameter notes that
 * say which model takes what. Nothing here is typed by us, so upgrading the package re-checks
 * every model the product can send (sdk-contract.test.ts) and re-teaches the stand-in server.
 */
export interface Deprecation {
  /** The SDK's own sentence, as it reads. */
  sentence: string;
  /** The shutdown or retirement date it names (YYYY-MM-DD), if any. */
  date: string | null;
}

export interface SdkFacts {
  version: string;
  models: Record<'image' | 'chat' | 'moderation', Set<string>>;
  deprecations: Map<string, Deprecation>;
  /** Image models that take arbitrary WIDTHxHEIGHT sizes. */
  arbitrarySizes: Set<string>;
  /** Image models that also take `xhigh` and `max` quality. */
  extendedQuality: Set<string>;
  /** `input_fidelity`: models taking high and low, only low, or none at all (omit). */
  fidelityBoth: Set<string>;
  fidelityLowOnly: Set<string>;
  fidelityOmit: Set<string>;
  /** Image models whose transparent background is only in preview. */
  transparentPreview: Set<string>;
}

export interface SdkTexts {
  version: string;
  images: string;
  shared: string;
  moderations: string;
}

const requireHere = createRequire(import.meta.url);

/** The installed package's texts (the copy `functions` resolves, the one that ships). */
export function installedSdkTexts(): SdkTexts {
  // The package exports no package.json: climb from its entry to its folder.
  let root = dirname(requireHere.resolve('openai'));
  while (!root.endsWith(join('node_modules', 'openai'))) root = dirname(root);
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const { version } = JSON.parse(read('package.json')) as { version: string };
  return {
    version,
    images: read('resources/images.d.ts'),
    shared: read('resources/shared.d.ts'),
    moderations: read('resources/moderations.d.ts'),
  };
}

function union(text: string, name: string): Set<string> {
  const match = new RegExp(`export type ${name} = ([^;]+);`).exec(text);
  if (!match?.[1]) throw new Error(`The SDK no longer declares ${name}: update this reader`);
  return new Set([...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1] as string));
}

/** Comment blocks as plain text (the leading ` * ` removed, lines joined). */
function comments(text: string): string[] {
  return [...text.matchAll(/\/\*\*([\s\S]*?)\*\//g)].map((m) =>
    (m[1] ?? '')
      .split('\n')
      .map((line) => line.replace(/^\s*\* ?/, ''))
      .join('\n'),
  );
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function dateIn(sentence: string): string | null {
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(sentence);
  if (iso?.[1]) return iso[1];
  const long = new RegExp(`\\b(${MONTHS.join('|')}) (\\d{1,2}), (\\d{4})\\b`).exec(sentence);
  if (!long?.[1] || !long[2] || !long[3]) return null;
  const month = String(MONTHS.indexOf(long[1]) + 1).padStart(2, '0');
  return `${long[3]}-${month}-${long[2].padStart(2, '0')}`;
}

/** Every "Deprecated values:" list: `- "a", "b": sentence` entries, continued on indented lines. */
function deprecationsIn(text: string, into: Map<string, Deprecation>): void {
  for (const block of comments(text)) {
    const start = block.indexOf('Deprecated values:');
    if (start < 0) continue;
    const entries = block
      .slice(start)
      .split(/\n- /)
      .slice(1)
      .map((entry) => entry.replace(/\s*\n\s*/g, ' ').trim());
    for (const entry of entries) {
      const match = /^((?:"[^"]+",?\s*)+):\s*([\s\S]*)$/.exec(entry);
      if (!match?.[1] || match[2] === undefined) continue;
      const sentence = match[2].trim();
      for (const name of match[1].matchAll(/"([^"]+)"/g)) {
        into.set(name[1] as string, { sentence, date: dateIn(sentence) });
      }
    }
  }
}

const ticked = (text: string) =>
  [...text.matchAll(/`([^`]+)`/g)]
    .map((m) => m[1] as string)
    .filter((name) => /^(gpt|chatgpt|dall)-/.test(name));

/** Names in a clause, with "including their `2026-09-08` snapshots" expanded. */
function namesIn(clause: string): Set<string> {
  const names = new Set(ticked(clause));
  const snapshot = /including their `(\d{4}-\d{2}-\d{2})` snapshots/.exec(clause);
  if (snapshot?.[1]) for (const name of [...names]) names.add(`${name}-${snapshot[1]}`);
  return names;
}

/** The first comment whose text matches, flattened to one line. */
function note(text: string, pattern: RegExp): string {
  const found = comments(text).find((c) => pattern.test(c));
  if (!found) throw new Error(`The SDK no longer says ${String(pattern)}: update this reader`);
  return found.replace(/\s*\n\s*/g, ' ');
}

function clause(sentence: string, pattern: RegExp): string {
  const match = pattern.exec(sentence);
  if (!match?.[1]) throw new Error(`The SDK no longer says ${String(pattern)}: update this reader`);
  return match[1];
}

/** Text within one sentence: model names have dots (`gpt-image-1.5`), sentence ends do not. */
const IN = '(?:[^.;]|\\.(?=\\S))';

export function parseSdk(texts: SdkTexts): SdkFacts {
  const deprecations = new Map<string, Deprecation>();
  for (const text of [texts.images, texts.shared, texts.moderations]) {
    deprecationsIn(text, deprecations);
  }
  const size = note(texts.images, /arbitrary resolutions are supported/);
  const quality = note(texts.images, /also support `xhigh` and `max`/);
  const fidelity = note(texts.images, /Control how much effort the model will exert/);
  const background = note(texts.images, /Allows to set transparency/);
  return {
    version: texts.version,
    models: {
      image: union(texts.images, 'ImageModel'),
      chat: union(texts.shared, 'ChatModel'),
      moderation: union(texts.moderations, 'ModerationModel'),
    },
    deprecations,
    arbitrarySizes: namesIn(clause(size, new RegExp(`For (${IN}*?), arbitrary resolutions`))),
    extendedQuality: namesIn(clause(quality, new RegExp(`(${IN}*?) also support \`xhigh\``))),
    fidelityBoth: namesIn(
      clause(fidelity, new RegExp(`Supports \`high\` and \`low\` on (${IN}*)`)),
    ),
    fidelityLowOnly: namesIn(clause(fidelity, new RegExp(`;\\s*(${IN}*?) supports only \`low\``))),
    fidelityOmit: namesIn(clause(fidelity, new RegExp(`For (${IN}*?), omit this parameter`))),
    transparentPreview: namesIn(
      clause(background, new RegExp(`For (${IN}*?), this support is in preview`)),
    ),
  };
}

export const readInstalledSdk = (): SdkFacts => parseSdk(installedSdkTexts());

export type Family = 'image' | 'chat' | 'moderation';

const DAY_MS = 86_400_000;

/**
 * Why the product must not send `model` (null when it may): unknown to the SDK, retired, or
 * announced to shut down within `horizonDays` of `today`. The SDK's sentence is quoted.
 */
export function modelProblem(
  facts: SdkFacts,
  model: string,
  family: Family,
  today: Date,
  horizonDays = 90,
): string | null {
  const deprecation = facts.deprecations.get(model);
  if (deprecation) {
    const says = `openai ${facts.version} says of "${model}": ${deprecation.sentence}`;
    if (!deprecation.date) return `${says} (no date: not a model to send)`;
    const days = Math.floor((Date.parse(deprecation.date) - today.getTime()) / DAY_MS);
    if (days <= 0) return `${says} (retired ${-days} days ago)`;
    if (days <= horizonDays) return `${says} (shuts down in ${days} days)`;
  }
  if (!facts.models[family].has(model)) {
    return `openai ${facts.version} lists no ${family} model "${model}"`;
  }
  return null;
}
