import { Group, NativeSelect, NumberInput, SegmentedControl, Stack, Textarea } from '@mantine/core';
import {
  COLOR_SCHEME_LABELS,
  generationCost,
  ULTRA_REALISM_COLOR_EFFECT_LABELS,
  ULTRA_REALISM_COLOR_EFFECTS,
  ULTRA_REALISM_STYLE_LABELS,
  ULTRA_REALISM_STYLES,
  type ColorScheme,
  type TextGenerationType,
  type UltraRealismStyle,
} from '@inkforge/domain';
import { useState } from 'react';
import type { GenerateDesignInput } from '../api/generate-design';
import { useTattooStyles } from '../api/get-tattoo-styles';
import { GenerateButton } from './generate-button';

const TYPES: { value: TextGenerationType; label: string }[] = [
  { value: 'prompt', label: 'Standard' },
  { value: 'high_quality', label: 'High quality' },
  { value: 'ultra_realism', label: 'Ultra realism' },
  { value: 'flash_tattoo', label: 'Flash tattoo' },
  { value: 'simple_tattoo', label: 'Simple tattoo' },
];

interface Props {
  credits: number;
  busy: boolean;
  onGenerate: (input: GenerateDesignInput) => void;
}

export function PromptTab({ credits, busy, onGenerate }: Props) {
  const styles = useTattooStyles();
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState('traditional');
  const [colorScheme, setColorScheme] = useState<ColorScheme>('blackwork');
  const [type, setType] = useState<TextGenerationType>('prompt');
  const [ultraStyle, setUltraStyle] = useState<UltraRealismStyle>('digital-art');
  const [effect, setEffect] = useState<string | null>(null);
  const [width, setWidth] = useState<number>(1024);
  const [height, setHeight] = useState<number>(1024);
  const effects = ULTRA_REALISM_COLOR_EFFECTS[colorScheme];
  const cost = generationCost(type);

  const submit = () =>
    onGenerate({
      prompt,
      style,
      colorScheme,
      generationType: type,
      ...(type === 'ultra_realism'
        ? { ultraRealismStyle: ultraStyle, ultraRealismColorEffect: effect ?? effects[0] }
        : {}),
      ...(type === 'simple_tattoo' || type === 'flash_tattoo' ? { width, height } : {}),
    });

  return (
    <Stack>
      <Textarea
        label="Describe your tattoo"
        placeholder="A rose wrapped around a dagger, bold outlines"
        minRows={3}
        value={prompt}
        onChange={(e) => setPrompt(e.currentTarget.value)}
      />
      <Group grow align="flex-end">
        <NativeSelect
          label="Style"
          data={[
            { value: '', label: 'No particular style' },
            ...(styles.data ?? []).map((s) => ({ value: s.slug, label: s.displayName })),
          ]}
          value={style}
          onChange={(e) => setStyle(e.currentTarget.value)}
        />
        <NativeSelect
          label="Generation type"
          data={TYPES}
          value={type}
          onChange={(e) => setType(e.currentTarget.value as TextGenerationType)}
        />
      </Group>
      <SegmentedControl
        aria-label="Colour scheme"
        value={colorScheme}
        onChange={(v) => {
          setColorScheme(v as ColorScheme);
          setEffect(null);
        }}
        data={Object.entries(COLOR_SCHEME_LABELS).map(([value, label]) => ({ value, label }))}
      />
      {type === 'ultra_realism' && (
        <Group grow>
          <NativeSelect
            label="Ultra-realism style"
            data={ULTRA_REALISM_STYLES.map((value) => ({
              value,
              label: ULTRA_REALISM_STYLE_LABELS[value],
            }))}
            value={ultraStyle}
            onChange={(e) => {
              // The select offers only the styles above: the find narrows its text to one.
              const picked = ULTRA_REALISM_STYLES.find((s) => s === e.currentTarget.value);
              if (picked) setUltraStyle(picked);
            }}
          />
          <NativeSelect
            label="Colour effect"
            data={effects.map((value) => ({
              value,
              label: ULTRA_REALISM_COLOR_EFFECT_LABELS[value],
            }))}
            value={effect ?? effects[0]}
            onChange={(e) => setEffect(e.currentTarget.value)}
          />
        </Group>
      )}
      {(type === 'simple_tattoo' || type === 'flash_tattoo') && (
        <Group grow>
          <NumberInput
            label="Width"
            min={256}
            max={2048}
            step={64}
            value={width}
            onChange={(v) => setWidth(Number(v))}
          />
          <NumberInput
            label="Height"
            min={256}
            max={2048}
            step={64}
            value={height}
            onChange={(v) => setHeight(Number(v))}
          />
        </Group>
      )}
      <Group>
        <GenerateButton
          label="Generate Design"
          cost={cost}
          credits={credits}
          blocked={prompt.trim() === ''}
          loading={busy}
          onClick={submit}
        />
      </Group>
    </Stack>
  );
}
