import { AppError } from '../app-error';
import type { MailDeps } from './deps';

/**
 * Before an artist's "E-mail to client" (intake link, approval link, deposit request): one
 * budget per client address, across artists, since every artist's mail leaves from the
 * platform's sending domain (429 with Retry-After, in words). `refuseSuppressed`: an address
 * that bounced or complained is refused in words rather than silently not mailed.
 */
export async function gateClientMail(
  deps: MailDeps,
  uid: string,
  to: string,
  { refuseSuppressed }: { refuseSuppressed: boolean },
): Promise<void> {
  if (refuseSuppressed && (await deps.delivery.suppression(uid, to)))
    throw new AppError('CLIENT_EMAIL_SUPPRESSED');
  const rule = deps.budget.rules.clientMail;
  const key = `clientMail:${rule.capacity}/${rule.perMinute} to:${to.trim().toLowerCase()}`;
  const taken = await deps.budget.buckets.take(key, rule, deps.clock());
  if (!taken.allowed)
    throw new AppError('CLIENT_MAIL_RATE_LIMITED').retryAfter(taken.retryAfterSeconds);
}

/** The gates the other areas call before mailing a client on the artist's demand. */
export function clientMailGates(deps: MailDeps) {
  return {
    /** An approval link mailed to a client: refused for a suppressed address. */
    toClient: async (uid: string, clientId: string) => {
      const client = await deps.records.client(uid, clientId);
      if (client?.email) await gateClientMail(deps, uid, client.email, { refuseSuppressed: true });
    },
    /** A deposit request: the deposit stands either way; only the mail's budget is checked. */
    forAppointment: async (uid: string, appointmentId: string) => {
      const { client } = await deps.outbox.context(uid, appointmentId);
      if (client?.email) await gateClientMail(deps, uid, client.email, { refuseSuppressed: false });
    },
    /**
     * An address with no client card yet (a booking request's questions): the caller refuses a
     * suppressed one in its own words, then spends the budget.
     */
    toAddress: {
      suppressed: async (uid: string, to: string) =>
        (await deps.delivery.suppression(uid, to)) !== null,
      spend: (uid: string, to: string) =>
        gateClientMail(deps, uid, to, { refuseSuppressed: false }),
    },
  };
}
