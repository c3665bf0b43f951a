import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { DEFAULT_AVAILABILITY, type Availability } from '@inkforge/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAvailability } from '@/lib/api/availability';
import { useSaveAvailability } from '../api/save-availability';
import { useStudioFormat } from '@/lib/studio-format';
import { dayRangeLabel } from './day-range-label';
import { FlashDaysField } from './flash-days-field';

type Form = Omit<Availability, 'bufferMinutes' | 'earliestHours' | 'latestDays'> & {
  bufferMinutes: number | string;
  earliestHours: number | string;
  latestDays: number | string;
};

/**
 * The rules clients book by beside the working hours: buffer, booking window, time off and
 * flash days.
 */
export function OpenDatesCard() {
  const current = useAvailability();
  const f = useStudioFormat();
  const save = useSaveAvailability();
  // Number fields hold what is typed ('' while cleared); they are numbers again when saved.
  const [rules, setRules] = useState<Form>(DEFAULT_AVAILABILITY);
  const [offFrom, setOffFrom] = useState('');
  const [offTo, setOffTo] = useState('');
  useEffect(() => {
    if (current.data) setRules(current.data);
  }, [current.data]);

  const addTimeOff = () => {
    if (!offFrom) return;
    const to = offTo && offTo >= offFrom ? offTo : offFrom;
    setRules({ ...rules, timeOff: [...rules.timeOff, { from: offFrom, to }] });
    setOffFrom('');
    setOffTo('');
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { bufferMinutes, earliestHours, latestDays, timeOff, flashDays } = rules;
    const body: Availability = {
      bufferMinutes: Number(bufferMinutes),
      earliestHours: Number(earliestHours),
      latestDays: Number(latestDays),
      timeOff,
      flashDays,
    };
    save.mutate(body, {
      onSuccess: () => notifySuccess('Open Dates Saved', 'Clients see the new open times.'),
      onError: (error) =>
        notifyError('Save Failed', errorMessage(error, 'The open dates could not be saved.')),
    });
  };

  return (
    <Card withBorder component="section" aria-labelledby="open-dates-heading">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="open-dates-heading">
            Open dates
          </Title>
          <Text size="sm">
            Clients book flash in your working hours, which are set on the{' '}
            <Anchor component={Link} to={paths.calendar}>
              calendar page
            </Anchor>
            , minus appointments, the buffer around them and your time off.
          </Text>
          {current.isError && (
            <Alert color="red" role="alert">
              {errorMessage(current.error, 'Your open dates could not be loaded.')}
            </Alert>
          )}
          <Skeleton visible={current.isPending}>
            <Group grow align="flex-end">
              <NumberInput
                label="Buffer between appointments (minutes)"
                min={0}
                max={240}
                step={5}
                value={rules.bufferMinutes}
                onChange={(v) => setRules({ ...rules, bufferMinutes: v })}
              />
              <NumberInput
                label="Earliest booking (hours ahead)"
                min={0}
                max={720}
                value={rules.earliestHours}
                onChange={(v) => setRules({ ...rules, earliestHours: v })}
              />
              <NumberInput
                label="Latest booking (days ahead)"
                min={1}
                max={365}
                value={rules.latestDays}
                onChange={(v) => setRules({ ...rules, latestDays: v })}
              />
            </Group>
          </Skeleton>
          <Stack gap={4}>
            <Text fw={500} size="sm" id="time-off-heading">
              Time off
            </Text>
            {rules.timeOff.length === 0 ? (
              <Text size="sm" c="dimmed">
                No time off.
              </Text>
            ) : (
              <List size="sm" aria-labelledby="time-off-heading" listStyleType="none">
                {rules.timeOff.map((off, i) => (
                  <List.Item key={`${off.from}-${off.to}-${i}`}>
                    <Group gap="xs">
                      <Text size="sm">{dayRangeLabel(f, off)}</Text>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="sm"
                        aria-label={`Remove time off ${dayRangeLabel(f, off)}`}
                        onClick={() =>
                          setRules({ ...rules, timeOff: rules.timeOff.filter((_, j) => j !== i) })
                        }
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
                label="Off from"
                disabled={!current.data}
                value={offFrom}
                onChange={(e) => setOffFrom(e.currentTarget.value)}
              />
              <TextInput
                type="date"
                label="Until (optional)"
                disabled={!current.data}
                value={offTo}
                min={offFrom || undefined}
                onChange={(e) => setOffTo(e.currentTarget.value)}
              />
              <Button variant="light" onClick={addTimeOff} disabled={!current.data || !offFrom}>
                Add time off
              </Button>
            </Group>
          </Stack>
          <FlashDaysField
            value={rules.flashDays}
            disabled={!current.data}
            onChange={(flashDays) => setRules({ ...rules, flashDays })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!current.data}>
              Save open dates
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
