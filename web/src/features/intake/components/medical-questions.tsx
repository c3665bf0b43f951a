import { Group, Radio, Stack, Text } from '@mantine/core';
import { INTAKE_QUESTIONS, type IntakeQuestionKey } from '@inkforge/domain';

export type DraftAnswers = Partial<Record<IntakeQuestionKey, boolean>>;

interface Props {
  answers: DraftAnswers;
  onChange: (answers: DraftAnswers) => void;
  showMissing: boolean;
}

/** One yes/no radio group per screening question: nothing is pre-answered. */
export function MedicalQuestions({ answers, onChange, showMissing }: Props) {
  return (
    <Stack gap="sm">
      {INTAKE_QUESTIONS.map((q) => {
        const value = answers[q.key];
        return (
          <Radio.Group
            key={q.key}
            label={q.label}
            value={value === undefined ? null : value ? 'yes' : 'no'}
            onChange={(next) => onChange({ ...answers, [q.key]: next === 'yes' })}
            error={showMissing && value === undefined ? 'Answer yes or no.' : undefined}
            required
          >
            <Group mt={4}>
              <Radio value="yes" label="Yes" />
              <Radio value="no" label="No" />
            </Group>
          </Radio.Group>
        );
      })}
      <Text size="sm" c="dimmed">
        Any “yes” is shown to your artist so they can plan your session safely.
      </Text>
    </Stack>
  );
}
