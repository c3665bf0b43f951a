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
