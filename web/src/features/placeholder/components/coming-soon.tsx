import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

interface Props {
  feature: string;
  description?: string;
}

/** A registered route whose screen ships in a later build: says so plainly, never looks broken. */
export function ComingSoon({ feature, description }: Props) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconTools size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {feature}
        </Title>
        <Text c="dimmed">{feature} — coming soon in this build.</Text>
        {description && <Text size="sm">{description}</Text>}
      </Stack>
    </Paper>
  );
}
