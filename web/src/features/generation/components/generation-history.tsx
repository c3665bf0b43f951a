import { Badge, Button, Card, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import type { GenerationJob } from '@inkforge/domain';
import { useJobHistory } from '../api/list-jobs';
import { JOB_STATUS_COLORS } from './job-status-card';
import { useStudioFormat } from '@/lib/studio-format';

interface Props {
  onOpen: (job: GenerationJob, imageUrl: string) => void;
}

const imageOf = (job: GenerationJob) => job.result?.imageUrl ?? job.resultUrl ?? null;

function HistoryRow({ job, onOpen }: { job: GenerationJob; onOpen: Props['onOpen'] }) {
  const f = useStudioFormat();
  const imageUrl = imageOf(job);
  const prompt = job.prompt || `From ${job.generationType}`;
  return (
    <Card withBorder padding="xs" radius="sm" component="li" aria-label={`Generation: ${prompt}`}>
      <Group wrap="nowrap" align="center">
        {imageUrl ? (
          <Image src={imageUrl} alt={`Design: ${prompt}`} w={64} h={64} fit="cover" radius="sm" />
        ) : (
          <Stack
            w={64}
            h={64}
            align="center"
            justify="center"
            bg="var(--if-surface-muted)"
            style={{ flex: 'none' }}
          >
            {job.status === 'failed' ? (
              <Text size="xs" c="dimmed">
                none
              </Text>
            ) : (
              <Loader size="xs" role="status" aria-label="In progress" />
            )}
          </Stack>
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" lineClamp={2}>
            {prompt}
          </Text>
          <Group gap="xs">
            <Badge size="sm" color={JOB_STATUS_COLORS[job.status]}>
              {job.status}
            </Badge>
            <Text size="xs" c="dimmed">
              {job.status === 'failed' ? 'refunded' : `${job.cost} credits`} ·{' '}
              {f.dateTime(job.createdAt)}
            </Text>
          </Group>
        </Stack>
        {imageUrl && (
          <Button size="xs" variant="light" onClick={() => onOpen(job, imageUrl)}>
            Open
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** Every generation the artist paid for, newest first; a finished one opens with its actions. */
export function GenerationHistory({ onOpen }: Props) {
  const history = useJobHistory();
  const jobs = history.data?.pages.flatMap((page) => page.jobs) ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="generation-history">
      <Group justify="space-between">
        <Title order={2} size="h4" id="generation-history">
          Generation history
        </Title>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => void history.refetch()}
          loading={history.isRefetching}
        >
          Refresh
        </Button>
      </Group>
      {history.isPending && <Loader size="sm" role="status" aria-label="Loading history" />}
      {history.isError && (
        <Text size="sm" c="red">
          Could not load your generation history.
        </Text>
      )}
      {history.isSuccess && jobs.length === 0 && (
        <Text size="sm" c="dimmed">
          Your generations will be listed here.
        </Text>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {jobs.map((job) => (
          <HistoryRow key={job.jobId} job={job} onOpen={onOpen} />
        ))}
      </Stack>
      {history.hasNextPage && (
        <Button
          variant="default"
          size="xs"
          onClick={() => void history.fetchNextPage()}
          loading={history.isFetchingNextPage}
        >
          Show older
        </Button>
      )}
    </Stack>
  );
}
