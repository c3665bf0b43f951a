import { ownStudioPlaceOf } from './studio-place';

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
 * A stored artist (user document) as their clients read it: its reminder settings carry the
 * one studio identity (the public page's name and address, issue 49; the studio's inside one),
 * so every reader of `reminderSettings` (pages, mails) names the same studio without knowing
 * where it was typed or about studios.
 */
export function userUnderStudio(
  user: Record<string, unknown>,
  studio: { name: string; address: string } | null,
): Record<string, unknown> {
  const settings = (user.reminderSettings ?? {}) as Record<string, unknown>;
  return {
    ...user,
    reminderSettings: { ...settings, ...underStudio(ownStudioPlaceOf(user), studio) },
  };
}

/** 'Ana Moreau (Black Lotus)': the performing artist and the studio, as a client's page heads them. */
export function artistAtStudio(artistName: string | null, studioName: string): string {
  const artist = artistName?.trim();
  return artist && artist !== studioName ? `${artist} (${studioName})` : studioName;
}

/** The studio a client reads of an artist: their studio's when in one, else their own. */
export const clientFacingPlaceOf = (
  user: Record<string, unknown>,
  studio: { name: string; address: string } | null,
): ClientFacingPlace => underStudio(ownStudioPlaceOf(user), studio);
