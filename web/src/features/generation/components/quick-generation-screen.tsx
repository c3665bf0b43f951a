import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { CREDIT_COSTS } from '@inkforge/domain';
import { apiErrorCode } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useQuickGenerate } from '../api/quick-generate';
import { downloadImage } from '@/lib/save-file';
import { notifyGenerateError } from '../generation-errors';
import { GenerateButton } from './generate-button';
import { PageHeader } from '@/components/page-header';

interface Props {
  credits: number;
  onCreditsChanged: () => void;
}

/** Quick Generation: two 'Simple Tattoo' buttons and a result panel. */
export function QuickGenerationScreen({ credits, onCreditsChanged }: Props) {
  const quick = useQuickGenerate(onCreditsChanged);
  const generate = () =>
    quick.mutate(undefined, {
      onError: (error) => {
        // A 'Missing Prompt' refusal reads as a quick-generation error (the spec's wording).
        if (apiErrorCode(error) === 'MISSING_PROMPT') {
          notifyError('Quick Generation Error', 'Please try again.');
          return;
        }
        notifyGenerateError(error);
      },
    });
  const download = async (url: string) => {
    try {
      await downloadImage(url, 'simple-tattoo');
      notifySuccess('Downloaded', 'Your design was saved to your downloads.');
    } catch {
      notifyError('Download Failed', 'Unable to download the image');
    }
  };
  const button = (
    <GenerateButton
      label="Simple Tattoo"
      cost={CREDIT_COSTS.simple_tattoo}
      credits={credits}
      loading={quick.isPending}
      onClick={generate}
    />
  );
  return (
    <Stack>
      <PageHeader
        title="Quick Generation"
        actions={
          <Badge size="lg" variant="light">
            {credits} credits
          </Badge>
        }
      />
      <Text size="sm">
        One click, one simple tattoo, usually in 10-30 seconds. For more detail, the generator's
        higher quality model costs {CREDIT_COSTS.prompt} credits.
      </Text>
      <Group>
        {button}
        {button}
      </Group>
      <Card withBorder radius="md" padding="md" aria-label="Quick generation result">
        {quick.data ? (
          <Stack>
            <Image src={quick.data.imageUrl} alt="Simple tattoo design" mah={512} fit="contain" />
            <Group>
              <Button
                leftSection={<IconDownload size={16} />}
                onClick={() => download(quick.data.imageUrl)}
              >
                Download
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Your simple tattoo appears here.
          </Text>
        )}
      </Card>
    </Stack>
  );
}
