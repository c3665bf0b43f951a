import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { Logger } from '../logger';
import { createMailDeps, type MailDeps } from './deps';
import { queueAndSend } from './send-planned';

/** Told when a session record is saved: which appointment, and the version now on record. */
export type SessionRecordedListener = (
  uid: string,
  appointmentId: string,
  version: number,
) => Promise<void>;

/**
 * Queues the client's ink passport mail for one version of the session record and sends it
 * (issue 45). The outbox id is keyed by the version, so saving the same version twice names the
 * same record and mails once; a correction (a new version) mails again. Never throws: the
 * record is saved already, and the scheduler retries a mail that waits.
 */
async function afterSessionRecorded(
  deps: MailDeps,
  uid: string,
  appointmentId: string,
  version: number,
): Promise<void> {
  try {
    const now = deps.clock();
    const { appointment } = await deps.outbox.context(uid, appointmentId);
    if (!appointment) return;
    await queueAndSend(
      deps,
      uid,
      [
        {
          appointmentId,
          kind: 'ink_passport',
          startAt: appointment.appointmentDate,
          dueAt: now,
          status: 'pending',
          reason: null,
          recordVersion: version,
        },
      ],
      now,
    );
  } catch (err) {
    deps.logger.error('mail.ink_passport_failed', { uid, appointmentId, error: String(err) });
  }
}

/** The hook the session records take: the passport is mailed before the save answers. */
export function sessionRecordedListener(deps: {
  db: Firestore;
  transport: MailTransport;
  appOrigin: string;
  clock: () => Date;
  logger: Logger;
}): SessionRecordedListener {
  const mail = createMailDeps(deps);
  return (uid, appointmentId, version) => afterSessionRecorded(mail, uid, appointmentId, version);
}
