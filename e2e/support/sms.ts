// The client's phone as the stack's Twilio twin holds it, read and answered through its REST API.

export interface TwinText {
  sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  at: string;
}

export const smsTwinUrl = (): string => {
  const url = process.env.INKFORGE_SMS_TWIN_URL;
  if (!url) throw new Error('INKFORGE_SMS_TWIN_URL is not set: run the journeys against a stack.');
  return url.replace(/\/$/, '');
};

/** Every text sent to the phone (E.164), oldest first (the twin lists newest first). */
export async function textsTo(phone: string): Promise<TwinText[]> {
  const res = await fetch(`${smsTwinUrl()}/api/messages`);
  if (!res.ok) throw new Error(`The twin answered ${res.status}: ${await res.text()}`);
  const all = (await res.json()) as TwinText[];
  return all.filter((m) => m.to === phone).reverse();
}

/** Waits (up to 20 s) for a text to the phone whose body matches, as the phone shows it. */
export async function textTo(phone: string, body: RegExp): Promise<TwinText> {
  const until = Date.now() + 20_000;
  for (;;) {
    const found = (await textsTo(phone)).find((m) => body.test(m.body));
    if (found) return found;
    if (Date.now() > until) {
      const seen = (await textsTo(phone)).map((m) => m.body).join('\n');
      throw new Error(`No text to ${phone} matching ${String(body)}; it has:\n${seen}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The client answers from their phone: the twin posts Twilio's signed webhook to the app. */
export async function replyAsClient(from: string, to: string, body: string): Promise<void> {
  const res = await fetch(`${smsTwinUrl()}/api/messages/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from, to, body }),
  });
  if (!res.ok) throw new Error(`The twin refused the reply (${res.status}): ${await res.text()}`);
}

/** The app's link in a text whose path starts with `prefix` ('/deposit/'), as a path. */
export function linkInText(text: TwinText, prefix: string): string {
  const found = new RegExp(`https?://\\S+${prefix}[A-Za-z0-9_-]{43}`).exec(text.body);
  if (!found) throw new Error(`The text holds no ${prefix} link:\n${text.body}`);
  return new URL(found[0]).pathname;
}
