import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { HEX_COLOR, type ApiStudioPlace } from '@inkforge/domain';

const initialsOf = (name: string) =>
  name
    .replace(/\(.*\)/, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

interface Props {
  name: string | undefined;
  /** A line under the name (the studio), where the answer carries it. */
  studio?: string | null;
  /** The artist's avatar or logo; the initials stand in without one. */
  avatarUrl?: string | null;
  /** The artist's accent (checked for contrast when saved): the rule under the header. */
  accentColor?: string | null;
  /** Where the studio is (issue 49): its address and a map link, where the answer carries it. */
  place?: ApiStudioPlace | null;
}

/**
 * Whom the client deals with, above every page they open from an artist's private link (as
 * the artist's public page leads with it). Null until the link's answer names them.
 */
export function ArtistHeader({ name, studio, avatarUrl, accentColor, place }: Props) {
  if (!name) return null;
  const accent = accentColor && HEX_COLOR.test(accentColor) ? accentColor : undefined;
  return (
    <Group
      component="header"
      gap="sm"
      wrap="nowrap"
      aria-label="Your artist"
      pb="xs"
      style={{ borderBottom: `3px solid ${accent ?? 'var(--mantine-color-text)'}` }}
    >
      {avatarUrl ? (
        <Avatar
          src={avatarUrl}
          alt={name}
          size={48}
          radius="xl"
          imageProps={{ width: 48, height: 48 }}
        />
      ) : (
        <Avatar radius="xl" color={accent ?? 'dark'} variant="filled" size={48} aria-hidden>
          {initialsOf(name)}
        </Avatar>
      )}
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          Your artist
        </Text>
        <Text fw={600}>{name}</Text>
        {studio && studio !== name && (
          <Text size="sm" c="dimmed">
            {studio}
          </Text>
        )}
        {place?.address && (
          <Text size="sm" c="dimmed">
            {place.address}
            {place.mapUrl && (
              <>
                {' · '}
                <Anchor href={place.mapUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  Map
                </Anchor>
              </>
            )}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
