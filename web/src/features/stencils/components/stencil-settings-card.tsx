import { Card, NativeSelect, SegmentedControl, Slider, Stack, Switch, Text } from '@mantine/core';
import {
  STENCIL_RANGES,
  type StencilMode,
  type StencilParameters,
  type StencilPreset,
  type StencilSliderName,
} from '@inkforge/domain';
import { useState } from 'react';
import {
  changeSetting,
  chooseCustom,
  choosePreset,
  type StencilSettingsState,
} from '../stencil-settings-state';

const BASIC: { key: StencilSliderName; label: string }[] = [
  { key: 'lineThickness', label: 'Line thickness' },
  { key: 'threshold', label: 'Edge sensitivity' },
  { key: 'blurSigma', label: 'Blur' },
  { key: 'contrastFactor', label: 'Contrast' },
  { key: 'brightnessDelta', label: 'Brightness' },
];
const ADVANCED: { key: StencilSliderName; label: string }[] = [
  { key: 'edgeLowThreshold', label: 'Edge low threshold' },
  { key: 'edgeHighThreshold', label: 'Edge high threshold' },
  { key: 'noiseThreshold', label: 'Noise removal' },
];

/** Auto picks from the picture; the artist can say what it is when auto gets it wrong. */
const MODES: { value: StencilMode; label: string }[] = [
  { value: 'auto', label: 'Auto' },
  { value: 'threshold', label: 'Design lines' },
  { value: 'edge', label: 'Photo edges' },
];

interface Props {
  state: StencilSettingsState;
  presets: StencilPreset[];
  onChange: (state: StencilSettingsState) => void;
}

function SettingSlider({
  name,
  label,
  value,
  onChange,
}: {
  name: StencilSliderName;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const { min, max, step } = STENCIL_RANGES[name];
  return (
    <div>
      <Text size="sm">
        {label}: {value}
      </Text>
      <Slider
        thumbLabel={label}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={onChange}
        label={null}
      />
    </div>
  );
}

/** Preset selector, sliders with the spec's ranges and steps, and the advanced toggle. */
export function StencilSettingsCard({ state, presets, onChange }: Props) {
  const [advanced, setAdvanced] = useState(false);
  const set = <K extends keyof StencilParameters>(key: K, value: StencilParameters[K]) =>
    onChange(changeSetting(state, key, value));
  const selected = presets.find((p) => p.id === state.preset);

  return (
    <Card withBorder aria-label="Stencil settings">
      <Stack>
        <NativeSelect
          label="Preset"
          value={state.preset ?? 'custom'}
          data={[
            { value: 'custom', label: 'Custom Settings' },
            ...presets.map((p) => ({ value: p.id, label: p.name })),
          ]}
          onChange={(event) => {
            const preset = presets.find((p) => p.id === event.currentTarget.value);
            onChange(preset ? choosePreset(state, preset) : chooseCustom(state));
          }}
        />
        {selected && (
          <Text size="sm" c="dimmed">
            {selected.description} Recommended for: {selected.recommendedFor}
          </Text>
        )}
        <div>
          <Text size="sm" id="stencil-mode-label">
            Trace as
          </Text>
          <SegmentedControl
            aria-labelledby="stencil-mode-label"
            fullWidth
            data={MODES}
            value={state.values.mode}
            onChange={(value) => set('mode', value as StencilMode)}
          />
        </div>
        {BASIC.map(({ key, label }) => (
          <SettingSlider
            key={key}
            name={key}
            label={label}
            value={state.values[key]}
            onChange={(v) => set(key, v)}
          />
        ))}
        <Switch
          label="Keep solid fills"
          description="Off: solid black areas print as their outline, to fill in by hand."
          checked={state.values.keepFills}
          onChange={(e) => set('keepFills', e.currentTarget.checked)}
        />
        {/* No invert switch: presets keep the spec's invertColors value, but every stencil
            prints black lines on white (a thermal printer blackens a white-on-black sheet). */}
        <Switch
          label="Advanced settings"
          checked={advanced}
          onChange={(e) => setAdvanced(e.currentTarget.checked)}
        />
        {advanced &&
          ADVANCED.map(({ key, label }) => (
            <SettingSlider
              key={key}
              name={key}
              label={label}
              value={state.values[key]}
              onChange={(v) => set(key, v)}
            />
          ))}
      </Stack>
    </Card>
  );
}
