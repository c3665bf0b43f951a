import { Button, Card, SimpleGrid, Title } from '@mantine/core';
import { IconPhoto, IconSparkles, IconUpload, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Generate Design (primary) and Upload Sketch go to the generator. */
export function QuickActions() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Quick Actions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Button component={Link} to={paths.aiGenerator} leftSection={<IconSparkles size={18} />}>
          Generate Design
        </Button>
        <Button
          component={Link}
          to={paths.aiGenerator}
          variant="default"
          leftSection={<IconUpload size={18} />}
        >
          Upload Sketch
        </Button>
        <Button
          component={Link}
          to={paths.clients}
          variant="default"
          leftSection={<IconUserPlus size={18} />}
        >
          Add Client
        </Button>
        <Button
          component={Link}
          to={paths.gallery}
          variant="default"
          leftSection={<IconPhoto size={18} />}
        >
          View Gallery
        </Button>
      </SimpleGrid>
    </Card>
  );
}
