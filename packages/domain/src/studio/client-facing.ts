/** The studio as a client reads it on an artist's mails and pages. */
export interface ClientFacingPlace {
  studioName: string | null;
  studioAddress: string | null;
}

/**
 * An artist who tattoos in a studio writes to their clients under the studio's own name and
 * address (the studio record's, not what the artist once typed in their settings); the artist
 * stays named beside it as the one performing. Outside a studio the artist's own settings hold.
 * An empty studio address leaves the artist's own.
 */
export function underStudio<T extends ClientFacingPlace>(
  own: T,
  studio: { name: string; address: string } | null,
): T {
  if (!studio) return own;
  return {
    ...own,
    studioName: studio.name,
    studioAddress: studio.address.trim() ? studio.address : own.studioAddress,
  };
}

/**
 * A stored artist (user document) as their clients read it: inside a studio, its reminder
 * settings carry the studio's name and address, so every reader of `reminderSettings` (pages,
 * mails) names the studio beside the artist without knowing about studios.
 */
export function userUnderStudio(
  user: Record<string, unknown>,
  studio: { name: string; address: string } | null,
): Record<string, unknown> {
  if (!studio) return user;
  const settings = (user.reminderSettings ?? {}) as Record<string, unknown>;
  const own = {
    studioName: typeof settings.studioName === 'string' ? settings.studioName : null,
    studioAddress: typeof settings.studioAddress === 'string' ? settings.studioAddress : null,
  };
  return { ...user, reminderSettings: { ...settings, ...underStudio(own, studio) } };
}

/** 'Ana Moreau (Black Lotus)': the performing artist and the studio, as a client's page heads them. */
export function artistAtStudio(artistName: string | null, studioName: string): string {
  const artist = artistName?.trim();
  return artist && artist !== studioName ? `${artist} (${studioName})` : studioName;
}
