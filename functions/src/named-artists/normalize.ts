/**
 * Punctuation that ends a phrase: a name never runs across it, so "grace, neutral tones" does not
 * read as a name. Full stops are not here: they sit inside names ("Dr. Woo", "J. Scott Campbell").
 */
const PHRASE_BREAKS = /[,;:!?()[\]{}"“”«»/\\|\n\r\t]+/u;

/** One phrase as words: lower-case, accents dropped (Dürer → durer), anything else a space. */
function wordsOf(phrase: string): string {
  return (
    phrase
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      // Letters NFKD leaves whole.
      .replace(/ø/giu, 'o')
      .replace(/ł/giu, 'l')
      .replace(/ß/gu, 'ss')
      .replace(/æ/giu, 'ae')
      .replace(/œ/giu, 'oe')
      .replace(/đ/giu, 'd')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/**
 * A text as the name lists compare it: its phrases as words, each padded with spaces and kept
 * apart by a bar. Names are then found as whole words inside one phrase, so "Kat Von D's style"
 * holds "kat von d", "Mucha-like" holds "mucha", and "Dürer" never matches inside "endurer".
 */
export function normalizeForNames(text: string): string {
  return ` ${text.split(PHRASE_BREAKS).map(wordsOf).join(' | ')} `;
}

/** A name as it is listed, in the words `containsName` looks for. */
export function nameForm(name: string): string {
  return wordsOf(name);
}

/** True when `form` (from `nameForm`) is a run of whole words of `normalized`. */
export function containsName(normalized: string, form: string): boolean {
  return form !== '' && normalized.includes(` ${form} `);
}
