import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { FlashAvailability } from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { usePublishFlash } from '../api/publish-flash';
import { GalleryDesignPicker } from './gallery-design-picker';
import { EMPTY_SIZE, SizeRows, type SizeRow } from './size-rows';

const AVAILABILITY: { value: FlashAvailability; label: string }[] = [
  { value: 'repeatable', label: 'Repeatable' },
  { value: 'one_of_a_kind', label: 'One of a kind' },
  { value: 'limited', label: 'Limited' },
];

interface Props {
  opened: boolean;
  onClose: () => void;
}

/** Offers a gallery design as flash: its title, sizes with prices, and how often it sells. */
export function PublishFlashDialog({ opened, onClose }: Props) {
  const publish = usePublishFlash();
  const [designId, setDesignId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [sizes, setSizes] = useState<SizeRow[]>([EMPTY_SIZE]);
  const [availability, setAvailability] = useState<FlashAvailability>('repeatable');
  const [limit, setLimit] = useState<number | string>(2);

  const close = () => {
    publish.reset();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!designId) return;
    publish.mutate(
      {
        galleryItemId: designId,
        title,
        ...(description.trim() ? { description } : {}),
        variants: sizes.map((s) => ({
          sizeCm: Number(s.sizeCm),
          price: Number(s.price),
          duration: Number(s.duration),
        })),
        availability,
        ...(availability === 'limited' ? { limit: Number(limit) } : {}),
      },
      {
        onSuccess: (flash) => {
          notifySuccess('Flash Published', `“${flash.title}” can now be booked.`);
          setDesignId(null);
          setTitle('');
          setDescription('');
          setSizes([EMPTY_SIZE]);
          setAvailability('repeatable');
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Publish from gallery" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Stack gap={4} role="group" aria-labelledby="flash-design-label">
            <Text id="flash-design-label" size="sm" fw={500}>
              Design
            </Text>
            <GalleryDesignPicker
              selectedId={designId}
              onPick={(id, name) => {
                setDesignId(id);
                if (!title && name) setTitle(name);
              }}
            />
          </Stack>
          <TextInput
            label="Title"
            required
            maxLength={80}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <Textarea
            label="Description"
            maxLength={500}
            autosize
            minRows={2}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <SizeRows rows={sizes} onChange={setSizes} />
          <Stack gap={4}>
            <Text id="flash-availability-label" size="sm" fw={500}>
              Availability
            </Text>
            <SegmentedControl
              aria-labelledby="flash-availability-label"
              data={AVAILABILITY}
              value={availability}
              onChange={(v) => setAvailability(v as FlashAvailability)}
            />
          </Stack>
          {availability === 'limited' && (
            <NumberInput
              label="How many times it may be booked"
              min={1}
              max={100}
              value={limit}
              onChange={setLimit}
            />
          )}
          {publish.isError && (
            <Alert color="red" role="alert">
              {errorMessage(publish.error, 'The design could not be published.')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={publish.isPending} disabled={!designId}>
              Publish
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
