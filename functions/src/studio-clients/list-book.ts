import type { ApiStudioBookEntry } from '@inkforge/domain';
import type { StoredAppointment } from '../clients';
import type { StudioClientsDeps } from './deps';
import { artistOf, firstOf, groupBook, tattooers, type BookGroup } from './studio-book';

/** Appointments that still happen or happened: a cancelled one is neither last nor next. */
const held = (a: StoredAppointment) => a.status !== 'cancelled' && a.status !== 'no_show';

/**
 * GET /api/studios/{id}/clients?q=: the studio's clients, one row per person (merged across
 * the tattooing members by e-mail), each with the artists who tattoo them. Any member may
 * read it; it holds contact details only, never medical fields or the artists' own notes.
 */
export async function listStudioBook(
  deps: StudioClientsDeps,
  uid: string,
  studioId: string,
  q: string | undefined,
): Promise<ApiStudioBookEntry[]> {
  const access = await deps.directory.door.access(studioId, uid);
  const members = await tattooers(deps, access);
  const [groups, appointments] = await Promise.all([
    groupBook(deps, members),
    Promise.all(members.map(async (m) => [m.uid, await deps.book.appointments(m.uid)] as const)),
  ]);
  const byArtist = new Map(appointments);
  const now = deps.clock().getTime();
  const matches = matcher(q);
  return [...groups.values()]
    .filter(matches)
    .map((group) => entryOf(group, byArtist, now))
    .sort((a, b) => a.name.localeCompare(b.name) || a.bookId.localeCompare(b.bookId));
}

function entryOf(
  group: BookGroup,
  byArtist: Map<string, StoredAppointment[]>,
  now: number,
): ApiStudioBookEntry {
  const times = group.cards.flatMap(({ member, client }) =>
    (byArtist.get(member.uid) ?? []).filter((a) => a.clientId === client.id),
  );
  const heldTimes = times.filter(held).map((a) => a.appointmentDate.getTime());
  const past = heldTimes.filter((t) => t < now);
  const future = heldTimes.filter((t) => t >= now);
  const iso = (t: number | undefined) => (t === undefined ? undefined : new Date(t).toISOString());
  return {
    bookId: group.bookId,
    name: firstOf(group.cards, 'name') ?? '',
    ...optional('email', firstOf(group.cards, 'email')),
    ...optional('phone', firstOf(group.cards, 'phone')),
    artists: group.cards.map(artistOf),
    appointmentsCount: times.length,
    ...optional('lastAppointment', iso(past.length ? Math.max(...past) : undefined)),
    ...optional('nextAppointment', iso(future.length ? Math.min(...future) : undefined)),
  };
}

const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;

/** A name, e-mail or phone number containing the words looked for (case and spacing aside). */
function matcher(q: string | undefined): (group: BookGroup) => boolean {
  const text = q?.trim().toLowerCase();
  if (!text) return () => true;
  const digits = text.replace(/\D/g, '');
  return (group) =>
    group.cards.some(({ client }) => {
      if (client.name.toLowerCase().includes(text)) return true;
      if (client.email?.trim().toLowerCase().includes(text)) return true;
      return digits.length >= 3 && !!client.phone?.replace(/\D/g, '').includes(digits);
    });
}
