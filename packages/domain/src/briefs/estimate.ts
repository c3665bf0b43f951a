import type { ProjectSize, ProjectStatus } from '../clients/constants';
import type { BriefEstimate, BriefRange } from './brief';
import { sizeBucketOf } from './size-bucket';

/** What the estimate reads of one of the artist's projects (the stored fields, cents). */
export interface EstimateProject {
  status: ProjectStatus;
  size?: ProjectSize;
  style?: string;
  actualHours?: number;
  finalPriceCents?: number;
}

export const NO_HISTORY_NOTE = 'no history yet';

/** Styles compare without case, spacing or punctuation: "Fine-line" is "fine line". */
export const sameStyle = (a: string, b: string) => {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return norm(a) !== '' && norm(a) === norm(b);
};

/**
 * A finished project tells both figures: completed, with the hours worked and the price paid.
 * One without either would make a range up, so it is left out.
 */
function isFinished(p: EstimateProject): p is EstimateProject & {
  size: ProjectSize;
  actualHours: number;
  finalPriceCents: number;
} {
  return (
    p.status === 'completed' &&
    p.size !== undefined &&
    typeof p.actualHours === 'number' &&
    p.actualHours > 0 &&
    typeof p.finalPriceCents === 'number' &&
    p.finalPriceCents > 0
  );
}

const rangeOf = (values: number[]): BriefRange => ({
  min: Math.min(...values),
  max: Math.max(...values),
});

const projects = (n: number) => (n === 1 ? '1 finished project' : `${n} finished projects`);

/**
 * The brief's estimate from the artist's own finished projects: those of the request's size
 * bucket and style; when none share the style, those of the size alone (and the note says so).
 * The ranges are the smallest and largest hours worked and prices paid among them. With no
 * finished project of that size the ranges are null and the note is "no history yet".
 */
export function estimateFromProjects(
  all: readonly EstimateProject[],
  request: { sizeCm: number; style: string },
  currency: string,
): BriefEstimate {
  const bucket = sizeBucketOf(request.sizeCm);
  const sized = all.filter(isFinished).filter((p) => p.size === bucket);
  const styled = sized.filter((p) => sameStyle(p.style ?? '', request.style));
  const used = styled.length > 0 ? styled : sized;
  if (used.length === 0) {
    return { hours: null, priceCents: null, currency, basedOn: 0, note: NO_HISTORY_NOTE };
  }
  const size = bucket.replace('_', ' ');
  const note =
    used === styled
      ? `Based on ${projects(used.length)} of ${size} size in ${request.style.trim()} style.`
      : `Based on ${projects(used.length)} of ${size} size (none yet in this style).`;
  return {
    hours: rangeOf(used.map((p) => p.actualHours)),
    priceCents: rangeOf(used.map((p) => p.finalPriceCents)),
    currency,
    basedOn: used.length,
    note,
  };
}
