import { deliverText, type TextDelivery } from './deliver-text';
import type { TextDeps } from './deps';

/** Texts one run takes on; the rest wait for the next run (every minute). */
export const TEXT_SWEEP_BATCH = 200;
const TEXT_SWEEP_BUDGET_MS = 40_000;

export type TextSweepSummary = Partial<Record<TextDelivery, number>>;

/**
 * The scheduled sender: every text that is due (reminders at their hour, texts held by quiet
 * hours at 08:00, texts whose sender died after its lease) goes through the same claim as the
 * booking request's, so an overlapping run sends nothing twice.
 */
export async function sendDueTexts(deps: TextDeps): Promise<TextSweepSummary> {
  const summary: TextSweepSummary = {};
  const due = await deps.repo.due(deps.clock(), TEXT_SWEEP_BATCH);
  const began = performance.now();
  for (const { uid, textId } of due) {
    if (performance.now() - began > TEXT_SWEEP_BUDGET_MS) break;
    try {
      const outcome = await deliverText(deps, uid, textId);
      summary[outcome] = (summary[outcome] ?? 0) + 1;
    } catch (err) {
      // One broken record must not hold back everyone else's texts.
      deps.logger.error('texts.sweep_failed', { uid, textId, error: String(err) });
    }
  }
  deps.logger.info('texts.sweep.done', { due: due.length, ...summary });
  return summary;
}
