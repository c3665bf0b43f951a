import { Badge, Card, Group, Text } from '@mantine/core';
import type { JobStatus } from '@inkforge/domain';

export const JOB_STATUS_COLORS: Record<JobStatus, string> = {
  queued: 'gray',
  processing: 'blue',
  completed: 'teal',
  failed: 'red',
};

export function JobStatusCard({ job }: { job: { jobId: string; status: JobStatus } }) {
  return (
    <Card withBorder radius="md" padding="sm" aria-label="Generation status">
      <Group justify="space-between">
        <Text size="sm">
          Job <code>{job.jobId}</code>
        </Text>
        <Badge color={JOB_STATUS_COLORS[job.status]}>{job.status}</Badge>
      </Group>
    </Card>
  );
}
