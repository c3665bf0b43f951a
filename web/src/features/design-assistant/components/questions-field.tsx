import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

interface Props {
  questions: string[];
  onChange: (questions: string[]) => void;
}

/** The questions for the client, one box each: the parts of the request that are unclear. */
export function QuestionsField({ questions, onChange }: Props) {
  const set = (index: number, text: string) =>
    onChange(questions.map((q, i) => (i === index ? text : q)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Questions for the client
      </Text>
      {questions.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing unclear: no questions to ask.
        </Text>
      )}
      {questions.map((question, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <Textarea
            aria-label={`Question ${index + 1}`}
            autosize
            minRows={1}
            style={{ flex: 1 }}
            value={question}
            onChange={(e) => set(index, e.currentTarget.value)}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Remove question ${index + 1}`}
            onClick={() => onChange(questions.filter((_, i) => i !== index))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="subtle" size="compact-sm" onClick={() => onChange([...questions, ''])}>
          Add a question
        </Button>
      </Group>
    </Stack>
  );
}
