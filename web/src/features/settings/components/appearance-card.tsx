import {
  SegmentedControl,
  Text,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { SectionCard } from '@/components/section-card';

const CHOICES: { label: string; value: MantineColorScheme }[] = [
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
  { label: 'System', value: 'auto' },
];

/** Light, dark, or as the phone or computer is set: remembered on this device. */
export function AppearanceCard() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SectionCard title="Appearance" id="appearance-heading">
      <Text size="sm" c="dimmed" id="appearance-hint">
        Dark is easier on the eyes in a dim studio. System follows this device&apos;s setting.
      </Text>
      <SegmentedControl
        aria-label="Theme"
        aria-describedby="appearance-hint"
        data={CHOICES}
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
      />
    </SectionCard>
  );
}
