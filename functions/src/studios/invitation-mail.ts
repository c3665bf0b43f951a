import { formatDateTime, type InvitableRole } from '@inkforge/domain';
import type { StudiosDeps } from './deps';

const esc = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** How the mail names the role the invitee is asked to take. */
const AS_ROLE: Record<InvitableRole, string> = {
  artist: 'an artist',
  guest: 'a guest artist',
  desk: 'the front desk',
};

export interface InvitationMail {
  to: string;
  studioName: string;
  timezone: string;
  inviterName: string;
  inviterEmail: string;
  role: InvitableRole;
  /** The raw link: it exists only in this request (the token is stored as its SHA-256). */
  link: string;
  expiresAt: Date;
  /** Deterministic per invitation: a resend reads as the same mail. */
  messageId: string;
}

/**
 * The invitation, e-mailed in the request that made it while the raw link exists: there is
 * nothing to retry from later, so a failure is reported ('failed') and the owner copies the link.
 */
export async function sendInvitationMail(
  deps: Pick<StudiosDeps, 'mail' | 'logger'>,
  mail: InvitationMail,
): Promise<'sent' | 'failed'> {
  if (!deps.mail.configured) return 'failed';
  const until = formatDateTime(mail.expiresAt, { timeZone: mail.timezone });
  const lead = `${mail.inviterName} invites you to join ${mail.studioName} on InkForge as ${AS_ROLE[mail.role]}.`;
  const how = `Sign in or sign up with this e-mail address (${mail.to}) and accept. The link works once, until ${until} (${mail.timezone}).`;
  const text = [
    'Hello,',
    '',
    lead,
    '',
    `Join ${mail.studioName}: ${mail.link}`,
    '',
    how,
    'If you did not expect this invitation, ignore this e-mail.',
    '',
    mail.inviterName,
    mail.inviterEmail,
  ].join('\n');
  const html = [
    '<div style="max-width: 480px; margin: 0 auto; font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #111111">',
    '<p>Hello,</p>',
    `<p>${esc(lead)}</p>`,
    `<p><a href="${esc(mail.link)}" style="display: inline-block; padding: 12px 20px; background: #1864ab; color: #ffffff; text-decoration: none; border-radius: 6px; font-weight: bold">Join ${esc(mail.studioName)}</a></p>`,
    `<p>${esc(how)}<br>If you did not expect this invitation, ignore this e-mail.</p>`,
    `<p>${esc(mail.inviterName)}<br>${esc(mail.inviterEmail)}</p>`,
    '</div>',
  ].join('\n');
  try {
    await deps.mail.send({
      to: mail.to,
      fromName: mail.studioName,
      replyTo: mail.inviterEmail,
      subject: `${mail.inviterName} invites you to join ${mail.studioName} on InkForge`,
      text,
      html,
      messageId: mail.messageId,
    });
    deps.logger.info('mail.studio_invitation', { messageId: mail.messageId });
    return 'sent';
  } catch (err) {
    deps.logger.warn('mail.studio_invitation_failed', { error: String(err) });
    return 'failed';
  }
}
