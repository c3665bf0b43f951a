import {
  ActionIcon,
  Button,
  Group,
  List,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { FlashDay, StudioFormatters } from '@inkforge/domain';
import { useState } from 'react';
import { useStudioFormat } from '@/lib/studio-format';
import { dayRangeLabel } from './day-range-label';

interface Props {
  value: FlashDay[];
  /** Until the saved rules are in: what is typed before would be replaced by them. */
  disabled?: boolean;
  onChange: (flashDays: FlashDay[]) => void;
}

const dayLabel = (f: StudioFormatters, day: FlashDay) =>
  `${dayRangeLabel(f, day)}, ${day.slotMinutes}-minute slots`;

/**
 * Dates opened as flash days: only flash is booked then, in slots of the day's own length, from
 * the working hours' opening to their closing, even on a day the studio is usually closed.
 */
export function FlashDaysField({ value, disabled = false, onChange }: Props) {
  const f = useStudioFormat();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [slot, setSlot] = useState<number | string>(60);
  const slotMinutes = Number(slot);
  const slotFits = Number.isInteger(slotMinutes) && slotMinutes >= 15 && slotMinutes <= 240;

  const add = () => {
    if (!from || !slotFits) return;
    onChange([...value, { from, to: to && to >= from ? to : from, slotMinutes }]);
    setFrom('');
    setTo('');
  };

  return (
    <Stack gap={4}>
      <Text fw={500} size="sm" id="flash-days-heading">
        Flash days
      </Text>
      <Text size="sm" c="dimmed">
        Open dates for flash alone: clients book flash in slots of the length you choose, from your
        opening to your closing time, even on a day you usually keep closed.
      </Text>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          No flash days.
        </Text>
      ) : (
        <List size="sm" aria-labelledby="flash-days-heading" listStyleType="none">
          {value.map((day, i) => (
            <List.Item key={`${day.from}-${day.to}-${i}`}>
              <Group gap="xs">
                <Text size="sm">{dayLabel(f, day)}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={`Remove flash day ${dayLabel(f, day)}`}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group align="flex-end" gap="xs">
        <TextInput
          type="date"
          label="Flash day"
          disabled={disabled}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Last day (optional)"
          disabled={disabled}
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        <NumberInput
          label="Slot (minutes)"
          min={15}
          max={240}
          step={15}
          w={130}
          disabled={disabled}
          value={slot}
          error={slotFits ? undefined : 'From 15 to 240 minutes.'}
          onChange={setSlot}
        />
        <Button variant="light" onClick={add} disabled={disabled || !from || !slotFits}>
          Add flash day
        </Button>
      </Group>
    </Stack>
  );
}
