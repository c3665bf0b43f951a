import { Box, Stack, Text } from '@mantine/core';
import { useStudioFormat } from '@/lib/studio-format';
import type { QuestionRound } from '@inkforge/domain';

/** The questions sent so far and what the client answered, newest last. */
export function QuestionRounds({
  rounds,
  clientName,
}: {
  rounds: QuestionRound[];
  clientName: string;
}) {
  const f = useStudioFormat();
  if (rounds.length === 0) return null;
  return (
    <Stack gap="sm">
      {rounds.map((round) => (
        <Box key={round.id}>
          <Text size="sm" c="dimmed">
            {round.answers
              ? `Answered ${f.date(round.answeredAt ?? round.sentAt)}`
              : `Sent ${f.date(round.sentAt)}: waiting for ${clientName} to answer`}
          </Text>
          {round.answers ? (
            <Box component="dl" m={0} aria-label={`Answers from ${clientName}`}>
              {round.answers.map(({ question, answer }) => (
                <Box key={question} mb={6}>
                  <Text component="dt" size="sm" fw={600}>
                    {question}
                  </Text>
                  <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap' }}>
                    {answer}
                  </Text>
                </Box>
              ))}
            </Box>
          ) : (
            <Box component="ul" m={0} pl="md">
              {round.questions.map((question) => (
                <Text component="li" size="sm" key={question}>
                  {question}
                </Text>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}
