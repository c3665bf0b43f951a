import { KNOWLEDGE_BASE, type KnowledgeEntry } from '@inkforge/domain';

const STOPWORDS = new Set(
  (
    'a an the is are was be do does did i me my we our you your it its this that these those ' +
    'to of for in on at by with and or if so can could would should will how what which when ' +
    'where why who there here have has get got any some about please tell know want need im much many'
  ).split(' '),
);

const SYNONYMS: Record<string, string> = {
  bg: 'background',
  pricing: 'price',
  expensive: 'price',
  charge: 'cost',
  tattoos: 'tattoo',
  pictures: 'picture',
  images: 'image',
  upscaled: 'upscale',
  subscribe: 'subscription',
};

/** Lower case, words only, a crude plural strip and a few synonyms: enough for a small FAQ. */
function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => word && !STOPWORDS.has(word))
    .map((word) => SYNONYMS[word] ?? word)
    .map((word) =>
      word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    );
}

interface IndexedEntry {
  entry: KnowledgeEntry;
  keywords: Set<string>;
  words: Set<string>;
}

const INDEX: IndexedEntry[] = KNOWLEDGE_BASE.map((entry) => ({
  entry,
  keywords: new Set(entry.keywords.flatMap(tokens)),
  words: new Set(tokens(entry.text)),
}));

/** Rare words decide: 'stencil' says more about a question than 'credit', which is everywhere. */
const IDF = (() => {
  const seen = new Map<string, number>();
  for (const { keywords, words } of INDEX) {
    for (const word of new Set([...keywords, ...words])) seen.set(word, (seen.get(word) ?? 0) + 1);
  }
  return (word: string) => Math.log((INDEX.length + 1) / ((seen.get(word) ?? 0) + 0.5));
})();

export interface Match {
  entry: KnowledgeEntry;
  score: number;
}

/** The knowledge entries ranked for a question, best first; entries with no overlap are left out. */
export function rank(question: string): Match[] {
  const asked = new Set(tokens(question));
  const lower = question.toLowerCase();
  return INDEX.map(({ entry, keywords, words }) => {
    let score = 0;
    for (const word of asked) {
      if (keywords.has(word)) score += 3 * IDF(word);
      else if (words.has(word)) score += IDF(word);
    }
    for (const phrase of entry.phrases ?? []) if (lower.includes(phrase)) score += 6;
    return { entry, score };
  })
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score);
}
