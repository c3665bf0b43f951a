import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { CREDIT_COSTS } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import type { useDraftBrief } from '../api/draft-brief';
import type { ApiBookingRequest } from '@inkforge/domain';
import { BriefForm } from './brief-form';
import { QuestionRounds } from './question-rounds';
import { Working } from './working';

interface Props {
  request: ApiBookingRequest;
  draft: ReturnType<typeof useDraftBrief>;
}

const cost = CREDIT_COSTS.brief;

/** The brief: drafted on a press (1 credit), then edited, its questions sent to the client. */
export function BriefSection({ request, draft }: Props) {
  const { brief } = request;
  const stamp = brief ? `${brief.draftedAt}${brief.editedAt ?? ''}` : '';
  return (
    <Stack gap="sm" component="section" aria-labelledby={`brief-${request.id}`}>
      <Title order={3} size="h5" id={`brief-${request.id}`}>
        Brief
      </Title>
      {!brief && !draft.isPending && (
        <Text size="sm">
          The assistant reads the request's words, answers, size, placement and reference photos and
          drafts a brief you can change: {cost} credit{cost === 1 ? '' : 's'}, refunded if nothing
          comes back.
        </Text>
      )}
      {draft.isPending && <Working>Reading the request and drafting the brief…</Working>}
      {draft.isError && (
        <Alert color="red" role="alert">
          {errorMessage(draft.error, 'The brief could not be drafted.')}
        </Alert>
      )}
      {!brief && !draft.isPending && (
        <Button onClick={() => draft.mutate(request.id)}>Draft a brief</Button>
      )}
      {brief && (
        <BriefForm key={stamp} requestId={request.id} clientName={request.name} brief={brief} />
      )}
      <QuestionRounds rounds={request.questionRounds ?? []} clientName={request.name} />
    </Stack>
  );
}
