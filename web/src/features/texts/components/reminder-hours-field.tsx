import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MAX_TEXT_REMINDER_HOURS, MAX_TEXT_REMINDERS } from '@inkforge/domain';

interface Props {
  hours: number[];
  onChange: (hours: number[]) => void;
}

/** The reminder texts, as hours before the appointment: each edited, removed, or one added. */
export function ReminderHoursField({ hours, onChange }: Props) {
  const set = (index: number, value: number) =>
    onChange(hours.map((h, i) => (i === index ? value : h)));
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm">
        Reminder texts
      </Text>
      {hours.length === 0 && <Text size="sm">No reminder texts: add one to send them.</Text>}
      {hours.map((h, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
          <NumberInput
            label={`Reminder ${index + 1}: hours before`}
            min={1}
            max={MAX_TEXT_REMINDER_HOURS}
            allowDecimal={false}
            value={h}
            onChange={(v) => set(index, typeof v === 'number' ? v : Number(v) || 0)}
            w={200}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove reminder ${index + 1} (${h} hours before)`}
            onClick={() => onChange(hours.filter((_, i) => i !== index))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {hours.length < MAX_TEXT_REMINDERS && (
        <Button
          variant="default"
          size="xs"
          w="fit-content"
          onClick={() => onChange([...hours, hours.length === 0 ? 48 : 24])}
        >
          Add a reminder
        </Button>
      )}
    </Stack>
  );
}
