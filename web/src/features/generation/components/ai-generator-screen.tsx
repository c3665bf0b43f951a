import { drawnLine } from '@inkforge/domain';
import { Badge, Grid, Stack, Tabs, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useGeneration } from '../use-generation';
import { DesignCard } from './design-card';
import { FileTab } from './file-tab';
import { GenerationHistory } from './generation-history';
import { JobStatusCard } from './job-status-card';
import { PriceCheatSheet } from './price-cheat-sheet';
import { ProgressDialog } from './lazy-generation-dialogs';
import { PromptTab } from './prompt-tab';
import { SurpriseTab } from './surprise-tab';
import { PageHeader } from '@/components/page-header';

interface Props {
  credits: number;
  onCreditsChanged: () => void;
}

/** AI Tattoo Generator: four tabs, the result, and its status. */
export function AiGeneratorScreen({ credits, onCreditsChanged }: Props) {
  const { state, generate, generateFile, setImage, reopen } = useGeneration(onCreditsChanged);
  const tabProps = { credits, busy: state.busy };
  return (
    <Stack>
      <PageHeader
        title="AI Tattoo Generator"
        actions={
          <Badge
            size="lg"
            variant="light"
            leftSection={<IconCoins size={14} />}
            aria-label="Generator credits"
          >
            {credits} credits
          </Badge>
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <Tabs defaultValue="prompt" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="prompt">Prompt &amp; Params</Tabs.Tab>
                <Tabs.Tab value="surprise">Surprise Me</Tabs.Tab>
                <Tabs.Tab value="sketch">From Sketch</Tabs.Tab>
                <Tabs.Tab value="photo">From Photo</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="prompt" pt="md">
                <PromptTab {...tabProps} onGenerate={generate} />
              </Tabs.Panel>
              <Tabs.Panel value="surprise" pt="md">
                <SurpriseTab {...tabProps} onGenerate={generate} />
              </Tabs.Panel>
              <Tabs.Panel value="sketch" pt="md">
                <FileTab type="sketch" {...tabProps} onGenerate={generateFile} />
              </Tabs.Panel>
              <Tabs.Panel value="photo" pt="md">
                <FileTab type="photo" {...tabProps} onGenerate={generateFile} />
              </Tabs.Panel>
            </Tabs>
            {state.job && <JobStatusCard job={state.job} />}
            {state.imageUrl && state.drawn && (
              <Text size="sm" c="dimmed" data-testid="drawn-offline">
                {drawnLine(state.drawn)}
              </Text>
            )}
            {state.imageUrl ? (
              <DesignCard
                key={state.job?.jobId ?? 'design'}
                imageUrl={state.imageUrl}
                prompt={state.prompt}
                generationType={state.generationType}
                onImage={setImage}
              />
            ) : (
              <Text size="sm" c="dimmed">
                Your generated design appears here. Generation usually takes under 15 seconds.
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <PriceCheatSheet />
            <GenerationHistory onOpen={reopen} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ProgressDialog
        opened={state.busy}
        status={state.job?.status ?? null}
        partialUrl={state.partialUrl}
        longWait={state.longWait}
        returnFocus={!state.imageUrl}
      />
    </Stack>
  );
}
