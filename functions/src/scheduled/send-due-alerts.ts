import { deliverAlert, type AlertDeps, type AlertOutcome } from '../artist-alerts';

/** Alerts one run takes on; the rest wait for the next run. */
const ALERT_SWEEP_BATCH = 200;

/**
 * The scheduled sender of the artist's alerts: every alert due (new, past its quiet hours, or
 * retried) is claimed and sent once, by the channels the artist chose for its kind.
 */
export async function sendDueAlerts(deps: AlertDeps): Promise<Record<AlertOutcome, number>> {
  const summary: Record<AlertOutcome, number> = {
    sent: 0,
    off: 0,
    waiting: 0,
    retry: 0,
    failed: 0,
    done: 0,
  };
  for (const { uid, alertId } of await deps.alerts.due(deps.clock(), ALERT_SWEEP_BATCH)) {
    try {
      summary[await deliverAlert(deps, uid, alertId)] += 1;
    } catch (err) {
      // One broken record must not hold back everyone else's alerts.
      deps.logger.error('alerts.sweep_failed', { uid, alertId, error: String(err) });
    }
  }
  deps.logger.info('alerts.sweep.done', summary);
  return summary;
}
