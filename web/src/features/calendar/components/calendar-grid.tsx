import { ActionIcon, Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  dayFlags,
  longDateHeading,
  monthGridDays,
  shiftAnchor,
  timeOfDay,
  weekDays,
  type CalendarAppointment,
} from '@inkforge/domain';
import { WeekGrid } from './week-grid';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface Props {
  view: 'week' | 'month';
  /** A local day 'YYYY-MM-DD' inside the week or month shown. */
  anchor: string;
  appointments: readonly CalendarAppointment[];
  timeZone: string;
  onAnchor: (anchor: string) => void;
  onEdit: (appointment: CalendarAppointment) => void;
}

/** Week and month grids beside the spec's list: each day cell lists its appointments by time. */
export function CalendarGrid({ view, anchor, appointments, timeZone, onAnchor, onEdit }: Props) {
  const days = view === 'week' ? weekDays(anchor) : monthGridDays(anchor);
  const month = anchor.slice(0, 7);
  const byDay = (day: string) =>
    appointments
      .filter((a) => a.localDate === day)
      .sort((a, b) => Date.parse(a.appointmentDate) - Date.parse(b.appointmentDate));
  const title =
    view === 'week'
      ? `Week of ${longDateHeading(days[0] ?? anchor)}`
      : new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-US', {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        });

  return (
    <Stack gap="xs" data-testid={`calendar-${view}`}>
      {/* Arrows either side of the title on one line: a long title wraps between them. */}
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="default"
          aria-label={view === 'week' ? 'Previous week' : 'Previous month'}
          onClick={() => onAnchor(shiftAnchor(anchor, view, -1))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={600} ta="center" aria-live="polite">
          {title}
        </Text>
        <ActionIcon
          variant="default"
          aria-label={view === 'week' ? 'Next week' : 'Next month'}
          onClick={() => onAnchor(shiftAnchor(anchor, view, 1))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      {view === 'week' ? (
        <WeekGrid days={days} appointments={appointments} timeZone={timeZone} onEdit={onEdit} />
      ) : (
        // Seven columns from 390 px up: cells shrink, times and titles wrap.
        <Box style={{ overflowX: 'auto' }}>
          <SimpleGrid cols={7} spacing={4} miw={360}>
            {WEEKDAYS.map((d) => (
              <Text key={d} size="xs" fw={600} ta="center" aria-hidden>
                {d}
              </Text>
            ))}
            {days.map((day) => (
              <Paper
                key={day}
                withBorder
                p={4}
                mih={72}
                role="group"
                aria-label={longDateHeading(day)}
                // Days of the months around are shaded, not faded: their number and bookings
                // stay readable (at half opacity the dimmed number fell below 4.5:1).
                bg={!day.startsWith(month) ? 'var(--mantine-color-gray-1)' : undefined}
              >
                <Text size="xs" c="dimmed">
                  {Number(day.slice(8))}
                </Text>
                {byDay(day).map((a) => (
                  <Button
                    key={a.id}
                    variant="light"
                    size="compact-xs"
                    fullWidth
                    mt={2}
                    styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                    color={dayFlags(a).medicalWarning ? 'red' : undefined}
                    aria-label={`Edit ${a.title} at ${timeOfDay(new Date(a.appointmentDate), timeZone)}${dayFlags(a).medicalWarning ? ', medical warning' : ''}`}
                    onClick={() => onEdit(a)}
                  >
                    {timeOfDay(new Date(a.appointmentDate), timeZone)} {a.title}
                  </Button>
                ))}
              </Paper>
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Stack>
  );
}
