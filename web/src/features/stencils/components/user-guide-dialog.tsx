import { List, Modal, Stack, Text, Title } from '@mantine/core';

/** The User Guide: presets, what each setting does, and tips. */
export function UserGuideDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Stencil User Guide" size="lg">
      <Stack>
        <Title order={4}>Presets</Title>
        <Text size="sm">
          Presets are tuned starting points: Bold Lines for traditional work, Fine Line for delicate
          designs, Detailed for intricate art and Photo to Stencil for photographs.
        </Text>
        <Title order={4}>Parameter guide</Title>
        <List size="sm" spacing={4}>
          <List.Item>Line thickness: how heavy the stencil lines are.</List.Item>
          <List.Item>Edge sensitivity: which greys count as ink in designs.</List.Item>
          <List.Item>Blur: smooths texture and noise before lines are traced.</List.Item>
          <List.Item>Contrast and brightness: prepare faint or dark sources.</List.Item>
          <List.Item>Edge thresholds (advanced): how strong an edge in a photo must be.</List.Item>
          <List.Item>Noise removal (advanced): drops specks smaller than this.</List.Item>
        </List>
        <Title order={4}>Tips</Title>
        <List size="sm" spacing={4}>
          <List.Item>Line art on white paper gives the cleanest stencils.</List.Item>
          <List.Item>For photos, raise the blur and the noise removal.</List.Item>
          <List.Item>
            Every stencil prints black lines on white, ready for a thermal printer.
          </List.Item>
        </List>
      </Stack>
    </Modal>
  );
}
