import type { BriefEditInput } from '@inkforge/domain';

/**
 * The parts of a brief the artist edits (PUT); the estimate is computed again by the server.
 * The size may be empty while typed, so the form holds it as a number or null.
 */
export type BriefEdit = Omit<BriefEditInput, 'sizeCm'> & { sizeCm: number | null };
