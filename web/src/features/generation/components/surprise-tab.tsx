import { Group, Stack, Text } from '@mantine/core';
import { generationCost } from '@inkforge/domain';
import type { GenerateDesignInput } from '../api/generate-design';
import { GenerateButton } from './generate-button';

interface Props {
  credits: number;
  busy: boolean;
  onGenerate: (input: GenerateDesignInput) => void;
}

export function SurpriseTab({ credits, busy, onGenerate }: Props) {
  return (
    <Stack>
      <Text size="sm">No idea yet? Let InkForge surprise you with an original design.</Text>
      <Group>
        <GenerateButton
          label="Surprise Me"
          cost={generationCost('surprise')}
          credits={credits}
          loading={busy}
          onClick={() =>
            onGenerate({
              prompt: '',
              style: '',
              colorScheme: 'blackwork',
              generationType: 'surprise',
            })
          }
        />
      </Group>
    </Stack>
  );
}
