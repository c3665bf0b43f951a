import { Box, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  APPROVAL_PICK_TYPES,
  GALLERY_TYPE_LABELS,
  type ApprovalImageKind,
  type GalleryItem,
} from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';

interface Props {
  kind: ApprovalImageKind;
  legend: string;
  items: GalleryItem[];
  value: string | null;
  onChange: (itemId: string | null) => void;
  /** Optional pickers offer "None" first. */
  optional?: boolean;
}

const NOTHING: Record<ApprovalImageKind, string> = {
  design: 'No designs in your gallery yet. Generate or upload one first.',
  stencil: 'No stencils in your gallery yet.',
  placement: 'No body previews in your gallery yet.',
};

const selectedStyle = (selected: boolean) => ({
  border: selected ? '2px solid var(--mantine-primary-color-filled)' : '2px solid transparent',
  borderRadius: 8,
  padding: 4,
});

/**
 * One image of an approval, chosen from the gallery items of its kind only (designs for the
 * design, stencils, body previews), each as a thumbnail under its name, type and date, so a
 * design and its stencil, or two body previews, are told apart at a glance.
 */
export function ApprovalImagePicker({ kind, legend, items, value, onChange, optional }: Props) {
  const f = useStudioFormat();
  const fitting = items.filter((item) => APPROVAL_PICK_TYPES[kind].includes(item.type));
  return (
    <Box component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={500} mb={4}>
        {legend}
      </Text>
      {fitting.length === 0 ? (
        <Text size="sm" c="dimmed">
          {NOTHING[kind]}
        </Text>
      ) : (
        // The browser's own scrolling keeps a long gallery inside the dialog.
        <Box mah={260} style={{ overflowY: 'auto' }}>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
            {optional && (
              <UnstyledButton
                aria-pressed={value === null}
                onClick={() => onChange(null)}
                style={selectedStyle(value === null)}
              >
                <Text size="sm" ta="center" py="md">
                  None
                </Text>
              </UnstyledButton>
            )}
            {fitting.map((item) => (
              <UnstyledButton
                key={item.id}
                aria-pressed={value === item.id}
                onClick={() => onChange(item.id)}
                style={selectedStyle(value === item.id)}
              >
                <Stack gap={2}>
                  <Image
                    src={item.thumbnailUrl}
                    alt=""
                    h={88}
                    fit="contain"
                    bg="var(--if-design-paper)"
                    loading="lazy"
                  />
                  <Text size="xs" fw={600} lineClamp={2}>
                    {item.title || item.prompt || GALLERY_TYPE_LABELS[item.type]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {GALLERY_TYPE_LABELS[item.type]} · {f.date(item.createdAt)}
                  </Text>
                </Stack>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Box>
  );
}
