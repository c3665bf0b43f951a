import { Fieldset, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { openDays, zoneLabel } from './open-time-days';

interface Props {
  times: readonly string[];
  timezone: string;
  /** Days given to flash alone, named in their legend. */
  flashDays: readonly string[];
  value: string | null;
  onChoose: (iso: string) => void;
}

/** The client's device zone, when the browser says it. */
function deviceZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Open times grouped by the studio's day, in the studio's zone with the zone named: one radio
 * group (one tab stop, arrows move between times), a fieldset with its legend for each day.
 */
export function OpenTimeChoice({ times, timezone, flashDays, value, onChoose }: Props) {
  const device = deviceZone();
  return (
    <Fieldset legend="Choose a time" variant="unstyled">
      <Stack gap="sm">
        <Text size="sm">
          Times are the studio’s local time: {zoneLabel(timezone)}.
          {device && device !== timezone ? ` Your device is set to ${device}.` : ''}
        </Text>
        {openDays(times).map((day) => (
          <Fieldset
            key={day.key}
            legend={flashDays.includes(day.key) ? `${day.label} · flash day` : day.label}
            p="xs"
          >
            <SimpleGrid cols={{ base: 4, sm: 6 }} spacing="xs">
              {day.times.map((t) => (
                <Radio
                  key={t.iso}
                  name="flash-time"
                  value={t.iso}
                  label={t.label}
                  aria-label={`${day.label}, ${t.label}`}
                  checked={value === t.iso}
                  onChange={() => onChoose(t.iso)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
      </Stack>
    </Fieldset>
  );
}
