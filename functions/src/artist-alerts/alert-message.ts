import type { StoredAlert } from './alerts.repository';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The alert as the artist's e-mail: the bell's words and a link to the screen it is about. */
export function alertMail(alert: StoredAlert, appOrigin: string) {
  const url = `${appOrigin.replace(/\/$/, '')}${alert.link ?? '/dashboard'}`;
  return {
    subject: alert.title,
    text: `${alert.body}\n\nOpen InkForge: ${url}\n\nYou chose to get these by e-mail: Settings → Alerts.`,
    html: `<p>${escape(alert.body)}</p><p><a href="${escape(url)}">Open InkForge</a></p><p style="color:#555;font-size:13px">You chose to get these by e-mail: Settings → Alerts.</p>`,
  };
}

/** The alert as a web push message (the service worker shows it; the tag keeps one per alert). */
export function alertPush(alert: StoredAlert): string {
  return JSON.stringify({
    title: alert.title,
    body: alert.body,
    link: alert.link ?? '/dashboard',
    tag: alert.id,
  });
}
