import { countSegments, inQuietHours, textSendTime } from '@inkforge/domain';
import { chargeText, refundText } from './text-charge.repository';
import { statusCallbackOf, TEXT_LEASE_MS, type TextDeps } from './deps';
import { emailInstead } from './email-instead';
import type { StoredText, TextRefusal } from './text-record';
import { staleTextReason, textContext, writeText, type TextContext } from './write-text';

export type TextDelivery = 'sent' | 'emailed' | 'skipped' | 'deferred' | 'not-due' | 'done';

const E164 = /^\+[1-9]\d{6,14}$/;
/** A scheduler a few minutes late still sends a text that was due before quiet hours began. */
const LATE_GRACE_MS = 5 * 60 * 1000;
/** A moment of contention (the allowance counter) is tried again shortly. */
const RETRY_MS = 60 * 1000;

/** Twilio's statuses as the record keeps them. */
export function recordStatus(providerStatus: string): StoredText['status'] {
  if (providerStatus === 'sent') return 'sent';
  if (providerStatus === 'delivered' || providerStatus === 'read') return 'delivered';
  if (providerStatus === 'undelivered') return 'undelivered';
  if (providerStatus === 'failed' || providerStatus === 'canceled') return 'failed';
  return 'queued';
}

/**
 * Refusals where the client never chose texts (or the studio sends none): they get the booking
 * e-mails as always, so an e-mail "instead" would tell them the same thing twice.
 */
const NOT_A_TEXTING_CLIENT: ReadonlySet<TextRefusal> = new Set<TextRefusal>([
  'TEXTS_NOT_CONFIGURED',
  'TEXTS_OFF',
  'NO_PHONE',
  'NO_CONSENT',
]);

/** Why this text cannot leave at all, before anything is counted. */
function refusalOf(deps: TextDeps, context: TextContext): TextRefusal | null {
  if (!deps.texts.configured) return 'TEXTS_NOT_CONFIGURED';
  if (!context.settings.enabled) return 'TEXTS_OFF';
  const phone = context.client?.phone;
  if (!phone || !E164.test(phone)) return 'NO_PHONE';
  if (context.client?.smsConsent?.given !== true) return 'NO_CONSENT';
  return null;
}

/**
 * Quiet hours, checked again as it goes (the scheduler may run late): a text due at night
 * waits for 08:00, or goes by e-mail when its 20:59 edge has passed. An answer to the client's
 * own text (STOP's confirmation, the artist's reply) goes at once: they just wrote.
 */
function quietWait(text: StoredText, context: TextContext, now: Date): Date | 'too-late' | null {
  if (text.kind === 'auto' || text.kind === 'reply') return null;
  if (
    now.getTime() - text.dueAt.getTime() < LATE_GRACE_MS &&
    !inQuietHours(text.dueAt, context.timeZone)
  )
    return null;
  if (!inQuietHours(now, context.timeZone)) return null;
  const start = text.kind === 'cancelled' ? null : (context.appointment?.appointmentDate ?? null);
  const at = textSendTime(now, context.timeZone, start);
  return at > now ? at : 'too-late';
}

/**
 * Sends one text if it is due: claims it, checks it still stands, that texts are on, the
 * client agreed and did not opt out, and the allowance (or the credits); then hands it to the
 * provider and records its id and the number's route. A texting client's text that cannot
 * leave (opted out, allowance paused, too late for quiet hours) goes by e-mail instead at once
 * and costs nothing; one for a client who never chose texts is only skipped. Running it twice, or on two instances, sends once.
 */
export async function deliverText(
  deps: TextDeps,
  uid: string,
  textId: string,
): Promise<TextDelivery> {
  const claim = await deps.repo.claim(uid, textId, deps.clock(), TEXT_LEASE_MS);
  if (claim.outcome !== 'claimed') return claim.outcome === 'not-due' ? 'not-due' : 'done';
  const { text } = claim;
  const now = deps.clock();
  const context = await textContext(deps, uid, text);
  const stale = staleTextReason(text, context, now);
  if (stale) {
    await deps.repo.skip(uid, textId, text.claim, { reason: stale });
    return 'skipped';
  }
  const written = await writeText(deps, uid, text, context, now);
  if (typeof written !== 'string') {
    await deps.repo.skip(uid, textId, text.claim, { reason: written.stale });
    return 'skipped';
  }
  const refuse = async (reason: TextRefusal): Promise<TextDelivery> => {
    await deps.repo.skip(uid, textId, text.claim, { reason, body: written });
    if (NOT_A_TEXTING_CLIENT.has(reason)) return 'skipped';
    const mailed = await emailInstead(deps, uid, text, written, context, reason);
    return mailed === 'emailed' ? 'emailed' : 'skipped';
  };
  const refusal = refusalOf(deps, context);
  if (refusal) return refuse(refusal);
  const wait = quietWait(text, context, now);
  if (wait === 'too-late') return refuse('QUIET_HOURS');
  if (wait) {
    await deps.repo.defer(uid, textId, text.claim, wait, 'QUIET_HOURS');
    return 'deferred';
  }
  const to = context.client!.phone!;
  const { segments, encoding } = countSegments(written);
  const out = { to, from: deps.texts.from, body: written, segments, encoding };
  let charged;
  try {
    charged = await chargeText(deps, uid, text, out, now);
  } catch (err) {
    // Contention beyond the transaction's own retries: the text waits a minute.
    deps.logger.warn('texts.charge_contended', { uid, textId, error: String(err) });
    await deps.repo.defer(uid, textId, text.claim, new Date(now.getTime() + RETRY_MS), null);
    return 'deferred';
  }
  if (charged.outcome === 'lost') return 'done';
  if (charged.outcome === 'refused') return refuse(charged.reason);
  let sent;
  try {
    sent = await deps.texts.send({
      to,
      body: written,
      statusCallback: statusCallbackOf(deps.appOrigin),
    });
  } catch (err) {
    // Refused before it left (a bad number, an account problem): nothing is charged.
    await refundText(deps, uid, textId, String(err));
    const mailed = await emailInstead(deps, uid, text, written, context, 'PROVIDER_REFUSED');
    return mailed === 'emailed' ? 'emailed' : 'skipped';
  }
  await deps.repo.recordSent(
    uid,
    charged.text,
    { sid: sent.sid, status: recordStatus(sent.status), to, from: deps.texts.from },
    deps.clock(),
  );
  return 'sent';
}
