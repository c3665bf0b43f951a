import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function NotFound() {
  return (
    <Stack align="center" ta="center" py="xl">
      <Title order={1}>404 Page Not Found</Title>
      <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
      <Button component={Link} to={paths.dashboard}>
        Back to Dashboard
      </Button>
    </Stack>
  );
}
