/**
 * The text as it is when it fits in `max` characters; else cut after the last whole word that
 * fits, with an ellipsis (issue 49: a subject cut mid-word, "…Fine lin…", reads as broken).
 */
export function wholeWords(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const room = trimmed.slice(0, max); // one character is the ellipsis: `max - 1` are kept
  const lastSpace = room.slice(0, max - 1).search(/\s\S*$/);
  const kept = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - 1);
  return `${kept.replace(/[\s,;:.\-–—]+$/, '')}…`;
}
