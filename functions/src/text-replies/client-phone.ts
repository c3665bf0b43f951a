import { studioCountryOf, toE164 } from '../phone-numbers';
import type { ThreadClient, ThreadRepository } from './thread.repository';

/** The client's phone in E.164; one stored before issue 44 is read in the studio's country. */
export async function clientPhoneOf(
  thread: ThreadRepository,
  uid: string,
  client: ThreadClient,
): Promise<string | null> {
  const raw = client.phone?.trim();
  if (!raw) return null;
  if (raw.startsWith('+')) return toE164(raw, undefined);
  return toE164(raw, studioCountryOf(await thread.user(uid)));
}
