import { Select, Slider, Stack, Text } from '@mantine/core';
import { BLEND_MODES, type BlendMode, type PreviewControls } from '../manual-preview';

interface Props {
  controls: PreviewControls;
  onChange: (controls: PreviewControls) => void;
}

const SLIDERS = [
  { key: 'opacity', label: 'Opacity', min: 0, max: 100, step: 1 },
  { key: 'size', label: 'Size', min: 0.01, max: 3, step: 0.01 },
  { key: 'rotation', label: 'Rotation', min: 0, max: 360, step: 1 },
  { key: 'x', label: 'Horizontal position', min: 0, max: 100, step: 1 },
  { key: 'y', label: 'Vertical position', min: 0, max: 100, step: 1 },
] as const;

/** Manual preview controls. */
export function PreviewControlsPanel({ controls, onChange }: Props) {
  return (
    <Stack gap="xs">
      {SLIDERS.map(({ key, label, min, max, step }) => (
        <div key={key}>
          <Text size="sm">
            {label}: {controls[key]}
          </Text>
          <Slider
            thumbLabel={label}
            min={min}
            max={max}
            step={step}
            value={controls[key]}
            onChange={(value) => onChange({ ...controls, [key]: value })}
            label={null}
          />
        </div>
      ))}
      <Select
        label="Blend mode"
        data={[...BLEND_MODES]}
        value={controls.blend}
        allowDeselect={false}
        onChange={(value) =>
          onChange({ ...controls, blend: (value as BlendMode | null) ?? 'multiply' })
        }
      />
    </Stack>
  );
}
