/**
 * Who a studio member is (issue 43). Every artist keeps their own account, plan, credits,
 * gallery and AI tools; the front desk has no plan and no AI tools.
 */
export const STUDIO_ROLES = ['owner', 'artist', 'guest', 'desk'] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

/** The roles an owner may invite or give (there is one owner, who created the studio). */
export const INVITABLE_ROLES = ['artist', 'guest', 'desk'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const STUDIO_ROLE_LABELS: Record<StudioRole, string> = {
  owner: 'Owner',
  artist: 'Artist',
  guest: 'Guest artist',
  desk: 'Front desk',
};

/** Who tattoos: has a calendar column, clients of their own and a house share. */
export const isTattooer = (role: StudioRole): boolean => role !== 'desk';

/** Who runs the book for everyone: creates, moves and cancels any artist's appointments. */
export const booksForOthers = (role: StudioRole): boolean => role === 'owner' || role === 'desk';

/**
 * Medical answers are special-category data: only the artist performing the appointment and
 * the owner read them (every read logged). The desk sees "intake signed" / "needs review".
 */
export function mayReadMedical(
  reader: { uid: string; role: StudioRole },
  performingArtistUid: string,
): boolean {
  return reader.role === 'owner' || reader.uid === performingArtistUid;
}
