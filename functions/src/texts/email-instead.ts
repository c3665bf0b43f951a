import { escapeMailHtml, mailDocument } from '../reminders';
import type { TextDeps } from './deps';
import type { StoredText } from './text-record';
import type { TextContext } from './write-text';

const SUBJECTS: Partial<Record<StoredText['kind'], string>> = {
  booking_confirmation: 'Your booking',
  reminder: 'Your appointment is coming up',
  moved: 'Your appointment has moved',
  cancelled: 'Your appointment is cancelled',
  intake_link: 'Your health form',
};

/**
 * The same words by e-mail, once per text: for a texting client's text that could not go (an
 * opted-out number, texts paused) or that the carrier did not deliver. The text's
 * record is marked first, so a status reported twice, or two senders, mail it once.
 */
export async function emailInstead(
  deps: TextDeps,
  uid: string,
  text: StoredText,
  body: string,
  context: Pick<TextContext, 'client' | 'studioName'>,
  reason: string,
): Promise<'emailed' | 'no-email' | 'already'> {
  const to = context.client?.email;
  if (!to || !body) return 'no-email';
  if (!(await deps.repo.claimEmail(uid, text.id, reason, deps.clock()))) return 'already';
  const subject = `${context.studioName}: ${SUBJECTS[text.kind] ?? 'A message from the studio'}`;
  try {
    await deps.mail.send({
      to,
      fromName: context.studioName,
      subject,
      text: body,
      html: mailDocument(subject, [`<p>${escapeMailHtml(body)}</p>`]),
      messageId: `<text-${text.id}-${uid}@inkforge.app>`,
    });
    return 'emailed';
  } catch (err) {
    // The text's one e-mail was taken: a mail server that refused it is logged, not retried.
    deps.logger.error('texts.email_failed', { uid, textId: text.id, error: String(err) });
    return 'no-email';
  }
}
