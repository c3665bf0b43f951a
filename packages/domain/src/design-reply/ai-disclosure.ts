/**
 * What a client is told of a design AI touched (issue 46): on the approval page, in the
 * approval mail and on the ink passport. One sentence, worded once.
 */
export const aiDisclosure = (artistName: string): string =>
  `Designed by ${artistName.trim() || 'your artist'} with AI assistance`;

/** A gallery record read defensively: only an explicit `true` marks a design as AI-assisted. */
export const isAiAssisted = (record: { aiAssisted?: unknown } | null | undefined): boolean =>
  record?.aiAssisted === true;
