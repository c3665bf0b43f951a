// The client's mailbox as the local mail catcher (maildev) holds it, read through its REST API.

export interface Mail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  date: string;
}

export const inboxUrl = (): string => {
  const url = process.env.INKFORGE_MAIL_INBOX_URL;
  if (!url)
    throw new Error('INKFORGE_MAIL_INBOX_URL is not set: run the journeys against a stack.');
  return url.replace(/\/$/, '');
};

/** Every mail sent to the address, oldest first. */
export async function inboxOf(address: string): Promise<Mail[]> {
  const all = (await (await fetch(`${inboxUrl()}/api/email`)).json()) as Mail[];
  return all.filter((m) => m.to.some((t) => t.address === address));
}

/** Waits (up to 20 s) for the mail to the address whose subject matches, as its mailbox shows it. */
export async function mailTo(address: string, subject: RegExp): Promise<Mail> {
  const until = Date.now() + 20_000;
  for (;;) {
    const found = (await inboxOf(address)).find((m) => subject.test(m.subject));
    if (found) return found;
    if (Date.now() > until) throw new Error(`No mail to ${address} matching ${String(subject)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * The app's link in a mail's plain-text part whose path starts with `prefix` ('/deposit/'),
 * as a path on the app under test: the client follows what the mail says, nothing else.
 */
export function linkIn(mail: Mail, prefix: string): string {
  const found = new RegExp(`https?://\\S+${prefix}[A-Za-z0-9_-]{43}`).exec(mail.text);
  if (!found) throw new Error(`“${mail.subject}” holds no ${prefix} link:\n${mail.text}`);
  return new URL(found[0]).pathname;
}
