import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/** An e-mail link that cannot be used, with the reason in words and the way back. */
export function InvalidLink({ title, message }: { title: string; message: string }) {
  const navigate = useNavigate();
  return (
    <Paper withBorder p="xl" radius="md" role="alert">
      <Stack>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{message}</Text>
        <Button onClick={() => navigate(paths.login)}>Back to Login</Button>
      </Stack>
    </Paper>
  );
}
