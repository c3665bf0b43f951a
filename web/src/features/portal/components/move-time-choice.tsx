import { Radio, SimpleGrid } from '@mantine/core';
import type { StudioFormatters } from '@inkforge/domain';

interface Props {
  times: readonly string[];
  /** The day's label, the group's name for a screen reader. */
  day: string;
  f: StudioFormatters;
  timeZone: string;
  value: string | null;
  onChoose: (iso: string) => void;
}

/** One day's open times: one radio group, one tab stop, arrows move between the times. */
export function MoveTimeChoice({ times, day, f, timeZone, value, onChoose }: Props) {
  return (
    <Radio.Group label={`Open times on ${day}`} value={value} onChange={onChoose}>
      <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" mt="xs">
        {times.map((iso) => (
          <Radio key={iso} value={iso} label={f.time(iso, { timeZone })} />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
