import { localDateKey, longDateHeading } from '@inkforge/domain';
import type { OutgoingMail } from '../adapters/nodemailer/mail-transport';
import type { StoredBookingRequest } from './booking.repository';
import { escapeMailHtml as escapeHtml, mailDocument } from '../reminders';


/**
 * The artist's answer to a request they decline: their message in their words, and which
 * request it answers. Replies reach the artist.
 */
export function declineMail(
  request: Pick<StoredBookingRequest, 'id' | 'createdAt' | 'idea' | 'email'>,
  message: string,
  sender: { studioName: string; replyTo: string | null; timeZone: string },
): OutgoingMail {
  const day = longDateHeading(localDateKey(request.createdAt, sender.timeZone));
  const lead = `${sender.studioName} has answered your tattoo request of ${day}.`;
  const idea = request.idea.length > 300 ? `${request.idea.slice(0, 299)}…` : request.idea;
  const text = `${lead}\n\n${message}\n\nYour request: ${idea}\n`;
  const subject = `Your tattoo request to ${sender.studioName}`;
  // A whole document with the phone viewport, as every client mail (issue 49).
  const html = mailDocument(subject, [
    `<p>${escapeHtml(lead)}</p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(message)}</p>`,
    `<p style="color: #555">Your request: ${escapeHtml(idea)}</p>`,
  ]);
  return {
    to: request.email,
    fromName: sender.studioName,
    ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
    subject,
    text,
    html,
    messageId: `booking-${request.id}-declined`,
  };
}
