import {
  Box,
  Button,
  Group,
  Image,
  List,
  Loader,
  NumberInput,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { TransferFix } from '@inkforge/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useTransferCheck, useTransferFix } from '@/lib/api/stencil-transfer';

/** What each fix button says it does. */
const FIX_LABELS: Record<TransferFix, string> = {
  thicken: 'Thicken to 0.5 mm',
  'open-gaps': 'Open the gaps',
  'drop-specks': 'Drop the specks',
};

interface Props {
  /** The stored stencil image. */
  imageUrl: string;
  /** The tattoo's width on skin, in cm, as typed. */
  size: number | string;
  onSizeChange: (size: number | string) => void;
  /** A fix made a new stencil: show it instead. */
  onFixed: (imageUrl: string) => void;
}

/**
 * The stencil with the transfer check at the width the artist sets (free): lines too thin for
 * transfer paper or a needle, gaps that close as the tattoo heals and specks, marked on the
 * stencil (the list below says the same in words) with a fix for each.
 */
export function TransferCheck({ imageUrl, size, onSizeChange, onFixed }: Props) {
  // Checked once the artist stops typing (a large stencil takes seconds), not at every digit.
  const [settled] = useDebouncedValue(Number(size), 400);
  const at = { size: settled, unit: 'cm', dimension: 'width' } as const;
  const check = useTransferCheck(imageUrl, at);
  const fixing = useTransferFix();
  const [marked, setMarked] = useState(true);
  const result = check.data;

  const fix = (kind: TransferFix) =>
    fixing.mutate(
      { imageUrl, ...at, fix: kind },
      {
        onSuccess: (fixed) => {
          onFixed(fixed.imageUrl);
          notifySuccess('Stencil Fixed', `${FIX_LABELS[kind]}: done. Checking it again.`);
        },
        onError: (error) => notifyError('Fix Failed', errorMessage(error, 'Please try again.')),
      },
    );

  return (
    <Stack gap="sm">
      <Box pos="relative">
        <Image src={imageUrl} alt="Stencil result" fit="contain" mah={480} />
        {marked && result && !result.passed && (
          <img
            src={result.overlay}
            alt={`Problems marked on the stencil: ${result.problems.map((p) => p.message).join(' ')}`}
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'contain',
              pointerEvents: 'none',
            }}
          />
        )}
      </Box>
      <Title order={3} size="h5">
        Transfer check
      </Title>
      <NumberInput
        label="Tattoo width on skin for the check (cm)"
        value={size}
        onChange={onSizeChange}
        min={1}
        max={200}
        step={0.5}
        decimalScale={1}
        maw={280}
      />
      <div role="status" aria-live="polite">
        {check.isFetching ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Checking the stencil at this size…</Text>
          </Group>
        ) : check.isError ? (
          <Text size="sm" c="var(--if-danger-text)">
            {`The transfer check failed to run: ${errorMessage(check.error, 'please try again.')}`}
          </Text>
        ) : result ? (
          <Text size="sm" fw={600}>
            {result.summary}
          </Text>
        ) : (
          <Text size="sm">Enter a width between 1 and 200 cm to check the stencil.</Text>
        )}
      </div>
      {result && !result.passed && (
        <>
          <Switch
            label="Mark the problems on the stencil (red: thin lines, blue: gaps that close, orange: specks)"
            checked={marked}
            onChange={(e) => setMarked(e.currentTarget.checked)}
          />
          <List spacing="xs" aria-label="Transfer problems">
            {result.problems.map((problem) => (
              <List.Item key={problem.kind}>
                <Group gap="sm" wrap="wrap">
                  <Text size="sm">{problem.message}</Text>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => fix(problem.fix)}
                    loading={fixing.isPending && fixing.variables?.fix === problem.fix}
                    disabled={fixing.isPending}
                  >
                    {FIX_LABELS[problem.fix]}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
