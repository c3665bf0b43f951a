import {
  clientPolicyOf,
  ownStudioPlaceOf,
  studioFormatOf,
  type ClientPolicy,
} from '@inkforge/domain';
import { hoursOf, zoneOf } from '../flash';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The artist as a client's change reads them: their policy, name, zone, format and hours. */
export function artistOf(user: Record<string, unknown> | undefined) {
  const studio = ownStudioPlaceOf(user ?? {}).studioName;
  const policy: ClientPolicy = clientPolicyOf(
    user?.bookingSettings as Parameters<typeof clientPolicyOf>[0],
  );
  return {
    name: text(user?.displayName) ?? studio ?? text(user?.username) ?? 'the artist',
    email: text(user?.email),
    policy,
    timeZone: zoneOf(user),
    locale: studioFormatOf(user).locale,
    hours: hoursOf(user),
  };
}

export type ArtistOfChange = ReturnType<typeof artistOf>;
