import { Alert, Button, Container, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { ANSWER_MAX_CHARS, type QuestionsLinkView } from '@inkforge/domain';
import { ArtistHeader } from '@/components/artist-header';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { useAnswerQuestions } from '../api/answer-questions';
import { useQuestionsView } from '../api/get-questions';

/** What the client sent, read back once the questions are answered. */
function SentAnswers({ view }: { view: QuestionsLinkView }) {
  return (
    <Stack>
      <Alert color="green" title="Thank you, your answers are sent" role="status">
        {view.artistName} has your answers. You can close this page.
      </Alert>
      <Stack component="dl" gap="xs" m={0}>
        {(view.answers ?? []).map((item) => (
          <div key={item.question}>
            <Text component="dt" fw={600}>
              {item.question}
            </Text>
            <Text component="dd" m={0}>
              {item.answer || 'Not answered'}
            </Text>
          </div>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * /questions/{token}: the client answers the artist's questions about their request from the
 * private link in the mail. One field per question; at least one answer is needed.
 */
export function QuestionsScreen({ token }: { token: string }) {
  const view = useQuestionsView(token);
  const send = useAnswerQuestions(token);
  const [answers, setAnswers] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const gone = apiErrorCode(view.error) === 'QUESTIONS_LINK_INVALID';
  const empty = answers.every((a) => !a.trim());

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (empty || !view.data) return;
    // One answer per question, in order: a question left empty is sent as ''.
    send.mutate(view.data.questions.map((_, i) => answers[i] ?? ''));
  };

  let body: React.ReactNode;
  if (gone) {
    body = (
      <Alert color="orange" title="This link no longer works" role="alert">
        This link has expired or was never sent. Ask your artist for a new one.
      </Alert>
    );
  } else if (view.isPending) {
    body = <Loader role="status" aria-label="Loading the questions" />;
  } else if (view.isError) {
    body = (
      <Alert color="red" role="alert">
        {errorMessage(view.error, 'The questions could not be loaded. Please try again.')}
      </Alert>
    );
  } else if (view.data.state === 'answered') {
    body = <SentAnswers view={view.data} />;
  } else {
    const { artistName, questions } = view.data;
    body = (
      <form onSubmit={submit} noValidate aria-label="Your answers">
        <Stack>
          <Text>
            {artistName} read your request and would like to know a little more before drawing your
            design.
          </Text>
          {questions.map((question, i) => (
            <Textarea
              key={question}
              label={question}
              autosize
              minRows={2}
              maxLength={ANSWER_MAX_CHARS}
              value={answers[i] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setAnswers((current) => {
                  const next = [...current];
                  next[i] = value;
                  return next;
                });
              }}
              error={tried && empty && i === 0 ? 'Answer at least one question.' : undefined}
            />
          ))}
          {send.isError && (
            <Alert color="red" role="alert">
              {errorMessage(send.error, 'Your answers could not be sent. Please try again.')}
            </Alert>
          )}
          <Button type="submit" loading={send.isPending}>
            Send answers
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size="sm" py="lg" component="main">
      <Stack>
        <ArtistHeader name={view.data?.artistName} />
        <Title order={1} size="h2">
          {view.data?.state === 'answered' ? 'Answers sent' : 'Questions about your tattoo'}
        </Title>
        {body}
      </Stack>
    </Container>
  );
}
