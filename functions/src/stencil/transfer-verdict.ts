import type { StencilPrintRequest, TransferCheckResult, TransferProblem } from '@inkforge/domain';
import { NEEDLE_MIN_MM } from './print/stencil-pdf';
import { GAP_MIN_MM, PAPER_MIN_MM, type TransferReport } from './transfer-check';

export type SizeSet = Pick<StencilPrintRequest, 'size' | 'unit' | 'dimension'>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "12 cm wide", "4.5 in high". */
function sizeWords(at: SizeSet): string {
  return `${Number(at.size.toFixed(2))} ${at.unit} ${at.dimension === 'width' ? 'wide' : 'high'}`;
}

/** The report in words: one problem per kind found, each with its fix; passed when none. */
export function transferVerdict(
  report: Omit<TransferReport, 'marks'>,
  at: SizeSet,
): Omit<TransferCheckResult, 'overlay'> {
  const size = sizeWords(at);
  const problems: TransferProblem[] = [];
  if (report.thinLines > 0) {
    const needle =
      report.needleLines > 0
        ? `, ${report.needleLines} of them thinner than ${NEEDLE_MIN_MM} mm, finer than a needle makes`
        : '';
    problems.push({
      kind: 'thin',
      count: report.thinLines,
      message: `${plural(report.thinLines, 'line')} thinner than ${PAPER_MIN_MM} mm at ${size} (transfer paper may not hold them${needle}).`,
      fix: 'thicken',
    });
  }
  if (report.closingGaps > 0) {
    problems.push({
      kind: 'gap',
      count: report.closingGaps,
      message: `${plural(report.closingGaps, 'gap')} narrower than ${GAP_MIN_MM} mm at ${size} (they close as the tattoo heals, within about ten years).`,
      fix: 'open-gaps',
    });
  }
  if (report.specks > 0) {
    problems.push({
      kind: 'speck',
      count: report.specks,
      message: `${plural(report.specks, 'speck')} smaller than ${PAPER_MIN_MM} mm at ${size} (they smudge or vanish in transfer).`,
      fix: 'drop-specks',
    });
  }
  const short = problems.map((p) =>
    p.kind === 'thin'
      ? `${plural(p.count, 'line')} thinner than ${PAPER_MIN_MM} mm`
      : p.kind === 'gap'
        ? `${plural(p.count, 'gap')} that will close`
        : plural(p.count, 'speck'),
  );
  return {
    passed: problems.length === 0,
    summary:
      problems.length === 0
        ? `Transfer check: passed at ${size}.`
        : `Transfer check: failed at ${size}: ${short.join(', ')}.`,
    problems,
  };
}
