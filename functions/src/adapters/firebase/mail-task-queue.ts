import { getFunctions } from 'firebase-admin/functions';

/** One mail to send now, as a Cloud Task carries it: the outbox record names the rest. */
export interface MailTask {
  uid: string;
  mailId: string;
}

/**
 * Where a process without SMTP (the Stripe webhook) hands the mails due now: a Cloud Task of
 * the `sendMail` function sends each at once, and the scheduler's sweep still finds any task
 * that was lost. The webhook answers after its Firestore write, never after SMTP.
 */
export interface MailTasks {
  enqueue(task: MailTask): Promise<void>;
}

const SEND_MAIL_FUNCTION = 'sendMail';

function codeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** Task ids take letters, digits, `-` and `_`: the outbox id already is such, the uid too. */
const taskId = ({ uid, mailId }: MailTask) => `${uid}-${mailId}`.replace(/[^A-Za-z0-9_-]/g, '_');

/** Cloud Tasks of the sendMail function; one task per mail (a second enqueue is a no-op). */
export function createMailTaskQueue(region = 'us-central1'): MailTasks {
  const queue = getFunctions().taskQueue(`locations/${region}/functions/${SEND_MAIL_FUNCTION}`);
  return {
    async enqueue(task) {
      try {
        await queue.enqueue({ ...task }, { id: taskId(task) });
      } catch (err) {
        if (codeOf(err) === 'functions/task-already-exists') return;
        throw err;
      }
    },
  };
}
