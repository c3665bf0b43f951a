import { Button, Stack, Text, Title } from '@mantine/core';
import type { ApiPortal } from '../api/provisional-types';

/** What the artist still needs from the client, first on the page, each one a button. */
export function PortalTodo({ todo }: { todo: ApiPortal['todo'] }) {
  if (!todo.intakeUrl && !todo.approvalUrl) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="portal-todo">
      <Title order={2} size="h3" id="portal-todo">
        Still to do
      </Title>
      <Text size="sm">Your artist needs these before your session.</Text>
      {todo.intakeUrl && (
        <Button component="a" href={todo.intakeUrl}>
          Fill in your consent form
        </Button>
      )}
      {todo.approvalUrl && (
        <Button component="a" href={todo.approvalUrl} variant="light">
          Approve your design
        </Button>
      )}
    </Stack>
  );
}
