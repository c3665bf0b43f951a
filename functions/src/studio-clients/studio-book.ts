import { isTattooer, type ApiBookArtist } from '@inkforge/domain';
import type { StoredClient } from '../clients';
import { memberActive, type StudioAccess } from '../studios';
import { bookIdOf, normalizedEmail } from './book-id';
import type { StudioClientsDeps } from './deps';

export type Member = StudioAccess['member'];

/** One artist's card of the client, in that artist's own book. */
export interface Card {
  member: Member;
  client: StoredClient;
}

/** One record of the studio's book: every card of one person (by e-mail), in member order. */
export interface BookGroup {
  bookId: string;
  email: string | null;
  cards: Card[];
}

/**
 * The members whose clients make the studio's book: those who tattoo and may act today (a
 * guest's clients leave the book with the guest's spot; they stay in the guest's own book).
 */
export async function tattooers(deps: StudioClientsDeps, access: StudioAccess): Promise<Member[]> {
  const members = await deps.directory.members(access.studio.id);
  const now = deps.clock();
  return members.filter((m) => isTattooer(m.role) && memberActive(m, access.studio, now));
}

/** Every tattooer's clients grouped into the studio's records, by normalized e-mail. */
export async function groupBook(
  deps: StudioClientsDeps,
  members: Member[],
): Promise<Map<string, BookGroup>> {
  const shelves = await Promise.all(
    members.map(async (member) => ({ member, clients: await deps.book.clients(member.uid) })),
  );
  const groups = new Map<string, BookGroup>();
  for (const { member, clients } of shelves) {
    for (const client of clients) {
      const bookId = bookIdOf(member.uid, client);
      const group = groups.get(bookId) ?? {
        bookId,
        email: normalizedEmail(client.email),
        cards: [],
      };
      group.cards.push({ member, client });
      groups.set(bookId, group);
    }
  }
  return groups;
}

export function artistOf(card: Card): ApiBookArtist {
  return {
    uid: card.member.uid,
    displayName: card.member.displayName,
    color: card.member.color,
    clientId: card.client.id,
  };
}

/** The first non-empty value the cards hold, in member order. */
export function firstOf(
  cards: Card[],
  field: 'name' | 'email' | 'phone' | 'emergencyContact' | 'emergencyPhone',
): string | undefined {
  for (const { client } of cards) {
    const value = client[field]?.trim();
    if (value) return value;
  }
  return undefined;
}
