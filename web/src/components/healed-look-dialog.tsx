import {
  Button,
  Group,
  Image,
  Loader,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { HEALED_YEARS } from '@inkforge/domain';
import { useEffect, useState } from 'react';
import { saveBlobAs, timestampedName } from '@/lib/save-file';
import { useHealedLook } from '@/lib/api/healed-look';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The stored stencil image. */
  imageUrl: string;
  /** The width set elsewhere (the transfer check's): the preview starts there when opened. */
  initialSize?: number;
}

/** One age of the tattoo: the preview image and its download. */
function Age({ imageUrl, size, years }: { imageUrl: string; size: number; years: number }) {
  const look = useHealedLook(imageUrl, size, years, size >= 1);
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!look.data) return undefined;
    const url = URL.createObjectURL(look.data);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [look.data]);
  const label = years === 0 ? 'Fresh' : `${years} years`;
  return (
    <Stack gap={4} align="center">
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {src ? (
        <Image src={src} alt={`Healed look: ${label}`} fit="contain" mah={220} />
      ) : look.isError ? (
        <Text size="sm" c="red">
          Preview failed
        </Text>
      ) : (
        <Loader size="sm" />
      )}
      <Button
        size="xs"
        variant="subtle"
        disabled={!look.data}
        onClick={() =>
          look.data && saveBlobAs(look.data, timestampedName(`healed-${years}y`, new Date(), 'png'))
        }
      >
        Download
      </Button>
    </Stack>
  );
}

/**
 * The design as the healed tattoo will look at its size on skin, fresh and after 5, 10 and 20
 * years (free): lines spread, fine gaps and small lettering close, contrast falls.
 */
export function HealedLookDialog({ opened, onClose, imageUrl, initialSize }: Props) {
  const [size, setSize] = useState<number | string>(initialSize ?? 10);
  useEffect(() => {
    if (opened && initialSize) setSize(initialSize);
  }, [opened, initialSize]);
  const cm = Number(size);
  return (
    <Modal opened={opened} onClose={onClose} title="Healed look" size="xl">
      <Stack>
        <NumberInput
          label="Tattoo width on skin (cm)"
          value={size}
          onChange={setSize}
          min={1}
          max={200}
          step={0.5}
        />
        <Text size="sm" c="dimmed">
          Artists find that lines spread with age, roughly doubling in width over a decade and up to
          quadrupling over two, so fine gaps and small lettering close and contrast falls. This
          preview spreads a 0.4 mm line to 0.8 mm at 10 years and 1.6 mm at 20, and fades it.
        </Text>
        {opened && (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {[0, ...HEALED_YEARS].map((years) => (
              <Age key={years} imageUrl={imageUrl} size={cm} years={years} />
            ))}
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button variant="light" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
