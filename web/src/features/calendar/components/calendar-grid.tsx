import { ActionIcon, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  flashDayOn,
  monthGridDays,
  shiftAnchor,
  weekDays,
  type Availability,
  type CalendarAppointment,
} from '@inkforge/domain';
import { useRef } from 'react';
import { useStudioFormat } from '@/lib/studio-format';
import { GridEntry } from './grid-entry';
import { WeekGrid } from './week-grid';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** A sideways finger move longer than this (and mostly sideways) turns the day. */
const SWIPE_PX = 60;

type GridView = 'day' | 'week' | 'month';

const STEP_WORDS: Record<GridView, string> = { day: 'day', week: 'week', month: 'month' };

interface Props {
  view: GridView;
  /** A local day 'YYYY-MM-DD' inside the day, week or month shown. */
  anchor: string;
  /** Today in the artist's zone: its column and cell are marked. */
  today: string;
  appointments: readonly CalendarAppointment[];
  timeZone: string;
  /** On a phone the month is a list of its booked days: seven columns of fragments read badly. */
  phone: boolean;
  /** The artist's open-date rules, once loaded: the day view names a flash day. */
  availability?: Availability | undefined;
  onAnchor: (anchor: string) => void;
  onEdit: (appointment: CalendarAppointment) => void;
}

/**
 * Day, week and month beside the spec's list. The day and week place bookings by the hour; the
 * month lists each day's bookings by time. Arrows (and a swipe on the day) move by one step.
 */
export function CalendarGrid(props: Props) {
  const { view, anchor, today, appointments, timeZone, phone, availability, onAnchor, onEdit } =
    props;
  const flashDay = view === 'day' && availability ? flashDayOn(anchor, availability) : null;
  const f = useStudioFormat();
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const days =
    view === 'day' ? [anchor] : view === 'week' ? weekDays(anchor) : monthGridDays(anchor);
  const month = anchor.slice(0, 7);
  const byDay = (day: string) =>
    appointments
      .filter((a) => a.localDate === day)
      .sort((a, b) => Date.parse(a.appointmentDate) - Date.parse(b.appointmentDate));
  const title =
    view === 'day'
      ? f.day(anchor, { weekday: true })
      : view === 'week'
        ? `Week of ${f.day(days[0] ?? anchor, { weekday: true })}`
        : new Date(`${month}-01T12:00:00Z`).toLocaleDateString(f.locale, {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          });
  const step = (steps: number) => onAnchor(shiftAnchor(anchor, view, steps));

  return (
    <Stack gap="xs" data-testid={`calendar-${view}`}>
      {/* Arrows either side of the title on one line: a long title wraps between them. */}
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Previous ${STEP_WORDS[view]}`}
          onClick={() => step(-1)}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={600} ta="center" aria-live="polite">
          {title}
          {view === 'day' && anchor === today ? ' · Today' : ''}
          {flashDay ? ` · Flash day, ${flashDay.slotMinutes}-minute slots` : ''}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Next ${STEP_WORDS[view]}`}
          onClick={() => step(1)}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      {view === 'day' && (
        <Box
          data-testid="day-swipe"
          // Vertical panning stays the browser's; a sideways move comes here as pointer events.
          style={{ touchAction: 'pan-y' }}
          onPointerDown={(e) => (swipe.current = { x: e.clientX, y: e.clientY })}
          onPointerUp={(e) => {
            const start = swipe.current;
            swipe.current = null;
            if (!start) return;
            const dx = e.clientX - start.x;
            if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - start.y))
              step(dx < 0 ? 1 : -1);
          }}
          onPointerCancel={() => (swipe.current = null)}
        >
          <WeekGrid
            days={days}
            today={today}
            appointments={appointments}
            timeZone={timeZone}
            onEdit={onEdit}
          />
        </Box>
      )}
      {view === 'week' && (
        <WeekGrid
          days={days}
          today={today}
          appointments={appointments}
          timeZone={timeZone}
          onEdit={onEdit}
        />
      )}
      {view === 'month' && phone && (
        <Stack gap="sm" data-testid="month-list">
          {days
            .filter((day) => day.startsWith(month) && byDay(day).length > 0)
            .map((day) => (
              <Stack key={day} gap={4} role="group" aria-label={f.day(day, { weekday: true })}>
                <Text size="sm" fw={600}>
                  {f.day(day, { weekday: true })}
                  {day === today ? ' · Today' : ''}
                </Text>
                {byDay(day).map((a) => (
                  <GridEntry key={a.id} appointment={a} timeZone={timeZone} onEdit={onEdit} />
                ))}
              </Stack>
            ))}
          {days.every((day) => !day.startsWith(month) || byDay(day).length === 0) && (
            <Text c="dimmed">No appointments this month.</Text>
          )}
        </Stack>
      )}
      {view === 'month' && !phone && (
        <SimpleGrid cols={7} spacing={4}>
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
              aria-label={f.day(day, { weekday: true })}
              // Days of the months around are shaded, not faded: their number and bookings
              // stay readable (at half opacity the dimmed number fell below 4.5:1).
              bg={!day.startsWith(month) ? 'var(--if-surface-muted)' : undefined}
              style={day === today ? { borderColor: 'var(--if-highlight-border)' } : undefined}
            >
              <Text
                size="xs"
                c={day === today ? 'var(--if-highlight-text)' : 'dimmed'}
                fw={day === today ? 700 : 400}
              >
                {Number(day.slice(8))}
              </Text>
              {byDay(day).map((a) => (
                <GridEntry key={a.id} appointment={a} timeZone={timeZone} onEdit={onEdit} />
              ))}
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
