import { Alert, Stack, Text } from '@mantine/core';
import type { ApprovalChangeRequest } from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';

/** What the client asked to change instead of approving, newest first, in their words. */
export function ApprovalChangeRequests({ requests }: { requests: ApprovalChangeRequest[] }) {
  const f = useStudioFormat();
  if (requests.length === 0) return null;
  return (
    <Stack gap="xs">
      {[...requests].reverse().map((request) => (
        <Alert
          key={request.at}
          color="orange"
          title={`${request.name} asked for changes on ${f.dateTime(request.at)}`}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {request.message}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
