import { Button, Stack, Text, Title } from '@mantine/core';
import type { ApiPortalTodo } from '@inkforge/domain';
import { portalHref } from './portal-href';

/** What the artist still needs from the client, first on the page, each one a button. */
export function PortalTodo({ todo }: { todo: ApiPortalTodo[] }) {
  if (todo.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="portal-todo">
      <Title order={2} size="h3" id="portal-todo">
        Still to do
      </Title>
      <Text size="sm">Your artist needs these from you before your session.</Text>
      {todo.map((item) => (
        <Button
          key={item.path}
          component="a"
          href={portalHref(item.path)}
          h="auto"
          py="xs"
          // A to-do names its booking: on a phone the words wrap rather than being cut off.
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {item.label}
        </Button>
      ))}
    </Stack>
  );
}
