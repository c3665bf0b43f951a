import {
  Alert,
  Button,
  Checkbox,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { STYLE_REFERENCES_MAX } from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { usePortfolioPieces } from '../api/get-portfolio';
import { useSaveStyleReferences } from '../api/save-style-references';

interface Props {
  opened: boolean;
  chosen: string[];
  onClose: () => void;
}

/** Up to six of the artist's own portfolio pieces whose line and palette the concepts follow. */
export function StyleReferencesPicker({ opened, chosen, onClose }: Props) {
  const pieces = usePortfolioPieces();
  const save = useSaveStyleReferences();
  const [picked, setPicked] = useState<string[] | null>(null);
  const current = picked ?? chosen;
  const full = current.length >= STYLE_REFERENCES_MAX;
  const close = () => {
    setPicked(null);
    save.reset();
    onClose();
  };
  const toggle = (id: string, on: boolean) =>
    setPicked(on ? [...current, id] : current.filter((c) => c !== id));

  return (
    <Modal opened={opened} onClose={close} title="Style references" size="lg">
      <Stack>
        <Text size="sm">
          Pick up to {STYLE_REFERENCES_MAX} pieces of your own work. Concepts follow their line
          weight and palette; nobody else's work is ever used. {current.length} of{' '}
          {STYLE_REFERENCES_MAX} chosen.
        </Text>
        {pieces.isPending && <Skeleton height={120} />}
        {pieces.isError && (
          <Alert color="red" role="alert">
            {errorMessage(pieces.error, 'Your portfolio could not be loaded.')}
          </Alert>
        )}
        {pieces.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            Your gallery has none of your own pieces yet: save or upload some first.
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          {pieces.data?.map((item, index) => {
            const on = current.includes(item.id);
            const name = item.title ?? item.caption ?? `Piece ${index + 1}`;
            return (
              <Stack key={item.id} gap={4}>
                <Image src={item.thumbnailUrl} alt="" h={110} fit="cover" radius="sm" />
                <Checkbox
                  label={name}
                  checked={on}
                  disabled={!on && full}
                  onChange={(e) => toggle(item.id, e.currentTarget.checked)}
                />
              </Stack>
            );
          })}
        </SimpleGrid>
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error, 'The style references could not be saved.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            loading={save.isPending}
            onClick={() => save.mutate(current, { onSuccess: close })}
          >
            Save references
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
