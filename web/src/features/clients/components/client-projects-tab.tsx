import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ApiClient, ApiProject } from '@inkforge/domain';
import { DesignApprovalDialog } from './design-approval-dialog';
import { EditProjectDialog } from './edit-project-dialog';
import { NewProjectDialog } from './new-project-dialog';
import { ProjectCard } from './project-card';
import { RecordPaymentDialog } from './record-payment-dialog';

export function ClientProjectsTab({ client, timeZone }: { client: ApiClient; timeZone: string }) {
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<ApiProject | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [approving, setApproving] = useState<ApiProject | null>(null);
  // Read from the client so the dialog sees each refresh after a save.
  const editing = client.projects.find((p) => p.id === editingId) ?? null;
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
          onEdit={() => setEditingId(project.id)}
          onApproval={() => setApproving(project)}
        />
      ))}
      <NewProjectDialog clientId={creating ? client.id : null} onClose={() => setCreating(false)} />
      <RecordPaymentDialog project={paying} timeZone={timeZone} onClose={() => setPaying(null)} />
      <EditProjectDialog project={editing} onClose={() => setEditingId(null)} />
      {approving && <DesignApprovalDialog project={approving} onClose={() => setApproving(null)} />}
    </Stack>
  );
}
