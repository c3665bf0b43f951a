/** The studio's name and address as a client reads them (client-facing.ts uses this shape). */
interface Place {
  studioName: string | null;
  studioAddress: string | null;
}

const filled = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * The address a client reads: the public page's street address with its city after it (unless
 * the address already names it). A city alone is no address: the client cannot find the door.
 */
function pageAddress(profile: Record<string, unknown>): string | null {
  const address = filled(profile.address);
  const city = filled(profile.city);
  if (!address) return null;
  return city && !address.toLowerCase().includes(city.toLowerCase())
    ? `${address}, ${city}`
    : address;
}

/**
 * The artist's own studio as their clients read it (issue 49): the name and address typed on
 * the public page (Settings → Booking page), each falling back to the older pair of the
 * reminder settings only where the page's field is empty. One reader for every mail, page and
 * PDF, so the two never disagree. A studio member's studio record wins over both (underStudio).
 */
export function ownStudioPlaceOf(user: Record<string, unknown>): Place {
  const profile = (user.publicProfile ?? {}) as Record<string, unknown>;
  const reminders = (user.reminderSettings ?? {}) as Record<string, unknown>;
  return {
    studioName: filled(profile.studioName) ?? filled(reminders.studioName),
    studioAddress: pageAddress(profile) ?? filled(reminders.studioAddress),
  };
}

/** A map search for the address, which phones open in their maps app; none without one. */
export function mapLinkOf(address: string | null | undefined): string | null {
  const text = address?.trim();
  return text
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}`
    : null;
}

/** The studio a client page or PDF shows: its name, address and the address's map link. */
export interface ApiStudioPlace {
  name: string | null;
  address: string | null;
  mapUrl: string | null;
}

export const apiStudioPlaceOf = (place: Place): ApiStudioPlace => ({
  name: place.studioName,
  address: place.studioAddress,
  mapUrl: mapLinkOf(place.studioAddress),
});

