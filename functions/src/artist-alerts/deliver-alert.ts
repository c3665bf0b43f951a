import { quietUntil } from '@inkforge/domain';
import type { AlertDeps } from './deps';
import { alertMail, alertPush } from './alert-message';

/** Tries before an alert is given up: 5, 10, 20, 40 minutes apart. */
const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 5 * 60_000;

export type AlertOutcome = 'sent' | 'off' | 'waiting' | 'retry' | 'failed' | 'done';

/**
 * One alert, once: claimed in a transaction (quiet hours move it to their end), then sent by
 * the channels the artist chose for its kind, read now (a choice changed since still counts).
 * A channel that works is enough; only when every chosen one fails is it tried again.
 */
export async function deliverAlert(
  deps: AlertDeps,
  uid: string,
  alertId: string,
): Promise<AlertOutcome> {
  const now = deps.clock();
  const claim = await deps.alerts.claim(uid, alertId, now, (settings, timeZone) =>
    quietUntil(now, settings.quietHours, timeZone),
  );
  if (claim.state === 'waiting') return 'waiting';
  if (claim.state !== 'claimed') return 'done';
  const { alert, settings, email } = claim;
  const chosen = settings.kinds[alert.kind];
  const wantsMail = Boolean(chosen?.email && email && deps.mail.configured);
  const targets = chosen?.push && deps.push.configured ? await deps.alerts.subscriptions(uid) : [];
  if (!wantsMail && targets.length === 0) {
    await deps.alerts.finish(uid, alertId, now, { channels: [] });
    return 'off';
  }

  const channels: string[] = [];
  let failures = 0;
  if (wantsMail && email) {
    try {
      await deps.mail.send({
        to: email,
        fromName: 'InkForge',
        ...alertMail(alert, deps.appOrigin),
        messageId: `alert-${alertId}`,
      });
      channels.push('email');
    } catch (err) {
      failures += 1;
      deps.logger.warn('alerts.mail_failed', { uid, alertId, error: String(err) });
    }
  }
  for (const target of targets) {
    try {
      const result = await deps.push.send(target, alertPush(alert));
      if (result === 'gone') await deps.alerts.unsubscribe(uid, target.endpoint);
      else if (!channels.includes('push')) channels.push('push');
    } catch (err) {
      failures += 1;
      deps.logger.warn('alerts.push_failed', { uid, alertId, error: String(err) });
    }
  }

  if (channels.length > 0 || failures === 0) {
    await deps.alerts.finish(uid, alertId, now, { channels });
    deps.logger.info('alerts.sent', { uid, alertId, kind: alert.kind, channels });
    return channels.length ? 'sent' : 'off';
  }
  const attempts = await deps.alerts.retry(
    uid,
    alertId,
    new Date(now.getTime() + RETRY_BASE_MS * 2 ** Math.min(4, Number(alert.attempts ?? 0))),
  );
  if (attempts < MAX_ATTEMPTS) return 'retry';
  await deps.alerts.finish(uid, alertId, now, { channels: [], failed: true });
  deps.logger.error('alerts.gave_up', { uid, alertId, kind: alert.kind });
  return 'failed';
}
