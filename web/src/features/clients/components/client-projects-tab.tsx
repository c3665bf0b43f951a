import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ApiClient, ApiProject } from '@inkforge/domain';
import { NewProjectDialog } from './new-project-dialog';
import { ProjectCard } from './project-card';
import { RecordPaymentDialog } from './record-payment-dialog';

export function ClientProjectsTab({ client }: { client: ApiClient }) {
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<ApiProject | null>(null);
  return (
    <Stack>
      <Group justify="flex-end">
        <Button size="xs" onClick={() => setCreating(true)}>
          New Project
        </Button>
      </Group>
      {client.projects.length === 0 && <Text c="dimmed">No projects yet.</Text>}
      {client.projects.map((project) => (
        <ProjectCard
          key={project.id}
          project={project}
          onRecordPayment={() => setPaying(project)}
        />
      ))}
      <NewProjectDialog clientId={creating ? client.id : null} onClose={() => setCreating(false)} />
      <RecordPaymentDialog project={paying} onClose={() => setPaying(null)} />
    </Stack>
  );
}
