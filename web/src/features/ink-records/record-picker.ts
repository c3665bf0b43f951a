import type { Supply } from './model';
import { needsReason, supplyStatus } from './supply-status';

/**
 * The supplies the session record offers, in order: the last session's set first (so "Same as
 * last time" and the usual inks sit under the thumb), then the other open ones. Finished ones
 * are not offered; an expired or recalled one is offered only if it was in the last set, since
 * a reason is then asked for.
 */
export function pickerOrder(
  supplies: readonly Supply[],
  lastSet: readonly string[],
  today: string,
): Supply[] {
  const last = new Set(lastSet);
  const offered = supplies.filter(
    (s) => supplyStatus(s, today) === 'open' || (last.has(s.id) && s.state !== 'finished'),
  );
  const rank = (s: Supply) => (last.has(s.id) ? lastSet.indexOf(s.id) : lastSet.length);
  return offered.sort(
    (a, b) => rank(a) - rank(b) || a.kind.localeCompare(b.kind) || a.brand.localeCompare(b.brand),
  );
}

/** The last set still on the shelf (a finished supply cannot be used again). */
export function sameAsLastTime(supplies: readonly Supply[], lastSet: readonly string[]): string[] {
  const usable = new Set(supplies.filter((s) => s.state !== 'finished').map((s) => s.id));
  return lastSet.filter((id) => usable.has(id));
}

/** The picked supplies that need a reason and have none yet: Save waits for these. */
export function missingReasons(
  supplies: readonly Supply[],
  picked: readonly string[],
  reasons: Readonly<Record<string, string>>,
  today: string,
): Supply[] {
  const byId = new Map(supplies.map((s) => [s.id, s]));
  return picked
    .map((id) => byId.get(id))
    .filter((s): s is Supply => s !== undefined && needsReason(s, today))
    .filter((s) => !(reasons[s.id] ?? '').trim());
}
