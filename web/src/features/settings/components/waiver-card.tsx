import { Button, Card, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useWaiver } from '../api/get-waiver';
import { useSaveWaiver } from '../api/save-waiver';

/** Beyond the spec: the consent waiver clients sign on the intake form, versioned. */
export function WaiverCard() {
  const waiver = useWaiver();
  const save = useSaveWaiver();
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? waiver.data?.text ?? '';

  const submit = () =>
    save.mutate(text, {
      onSuccess: (saved) => {
        setDraft(null);
        notifySuccess('Waiver Saved', `Clients now sign version ${saved.version}.`);
      },
      onError: (error) =>
        notifyError('Waiver Not Saved', errorMessage(error, 'Failed to save the waiver.')),
    });

  return (
    <Card withBorder component="section" aria-labelledby="waiver-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="waiver-heading">
          Consent waiver
        </Title>
        {waiver.isPending && <Skeleton height={120} />}
        {waiver.data && (
          <>
            <Text size="sm" c="dimmed">
              Version {waiver.data.version}. Clients read and sign it on the intake form; a signed
              form keeps the exact text it showed.
            </Text>
            <Textarea
              label="Waiver text"
              autosize
              minRows={5}
              maxLength={10_000}
              value={text}
              onChange={(e) => setDraft(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button
                onClick={submit}
                loading={save.isPending}
                disabled={draft === null || !text.trim() || text === waiver.data.text}
              >
                Save waiver
              </Button>
            </Group>
          </>
        )}
        {waiver.isError && <Text c="red">{errorMessage(waiver.error, 'Failed to load.')}</Text>}
      </Stack>
    </Card>
  );
}
