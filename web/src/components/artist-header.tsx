import { Avatar, Group, Stack, Text } from '@mantine/core';

const initialsOf = (name: string) =>
  name
    .replace(/\(.*\)/, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/**
 * Whom the client deals with, above every page they open from an artist's private link (as
 * the artist's public page leads with it). Null until the link's answer names them.
 */
export function ArtistHeader({ name }: { name: string | undefined }) {
  if (!name) return null;
  return (
    <Group component="header" gap="sm" wrap="nowrap" aria-label="Your artist">
      <Avatar radius="xl" color="dark" variant="filled" aria-hidden>
        {initialsOf(name)}
      </Avatar>
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          Your artist
        </Text>
        <Text fw={600}>{name}</Text>
      </Stack>
    </Group>
  );
}
