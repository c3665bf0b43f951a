import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { groupByLocalDay, localDateKey, type CalendarAppointment } from '@inkforge/domain';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useAvailability } from '@/lib/api/availability';
import { useCalendar } from '@/lib/api/calendar';
import { useStudioFormat } from '@/lib/studio-format';
import { AppointmentCard } from './appointment-card';
import { CalendarFeedCard } from './calendar-feed-card';
import { CalendarGrid } from './calendar-grid';
import {
  DeleteAppointmentDialog,
  EditAppointmentDialog,
  IntakeDialog,
} from './lazy-appointment-dialogs';
import { TimezoneNote } from './timezone-note';
import { WalkInButton } from './walk-in-button';
import { IconCalendar } from '@tabler/icons-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';

function loadError(error: unknown): string {
  if (error instanceof ApiError) return errorMessage(error, error.message);
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}

function CalendarSkeleton() {
  return (
    <Stack data-testid="calendar-loading">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={72} radius="md" />
      ))}
    </Stack>
  );
}

type View = 'list' | 'day' | 'week' | 'month';

/**
 * Appointment calendar: days in the artist's zone, a date filter, edit, delete. The list is the
 * default; on a phone the day by hour is (a week's seven columns do not fit 390 px).
 */
export function CalendarScreen({ timeZone }: { timeZone: string }) {
  const calendar = useCalendar();
  const availability = useAvailability();
  const f = useStudioFormat();
  const [date, setDate] = useState('');
  const [editing, setEditing] = useState<CalendarAppointment | null>(null);
  const [deleting, setDeleting] = useState<CalendarAppointment | null>(null);
  // The last appointment whose intake was opened stays, so the dialog can close (and give focus
  // back) rather than vanish.
  const [intakeOf, setIntakeOf] = useState<CalendarAppointment | null>(null);
  const [intakeOpen, setIntakeOpen] = useState(false);

  const phone =
    useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  // Null until the artist picks a view: the device's default, even after it rotates.
  const [picked, setView] = useState<View | null>(null);
  const view: View = picked ?? (phone ? 'day' : 'list');
  const today = localDateKey(new Date(), timeZone);
  const [anchor, setAnchor] = useState(today);
  const all = calendar.data ?? [];
  const shown = date ? all.filter((a) => a.localDate === date) : all;
  const listed = view === 'day' ? all.filter((a) => a.localDate === (date || anchor)) : shown;

  return (
    <Stack>
      <PageHeader
        title="Appointment Calendar"
        description={<TimezoneNote timeZone={timeZone} />}
        actions={
          <>
            <TextInput
              label="Filter by date"
              type="date"
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
            />
            <Button variant="default" onClick={() => setDate('')} disabled={!date}>
              Clear Filter
            </Button>
          </>
        }
      />
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          aria-label="Calendar view"
          value={view}
          onChange={(v) => setView(v as View)}
          data={[
            { value: 'list', label: 'List' },
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
          ]}
          w="fit-content"
        />
        <WalkInButton
          timeZone={timeZone}
          onRecorded={() => {
            // The walk-in is today: the screen goes there, whatever day it showed.
            setDate('');
            setAnchor(localDateKey(new Date(), timeZone));
          }}
        />
      </Group>
      <Group gap="lg">
        <Text size="sm">Total appointments: {all.length}</Text>
        <Text size="sm">Showing: {shown.length}</Text>
      </Group>

      {calendar.isPending && <CalendarSkeleton />}
      {calendar.isError && (
        <Alert color="red" title="Calendar Error">
          Failed to load appointments: {loadError(calendar.error)}
        </Alert>
      )}
      {calendar.isSuccess && shown.length === 0 && (
        <EmptyState
          icon={IconCalendar}
          title={date ? 'No appointments on this day.' : 'No appointments yet.'}
        />
      )}
      {view !== 'list' && calendar.isSuccess && (
        <CalendarGrid
          view={view}
          anchor={date || anchor}
          today={today}
          appointments={all}
          timeZone={timeZone}
          phone={phone}
          availability={availability.data}
          onAnchor={(next) => {
            setDate('');
            setAnchor(next);
          }}
          onEdit={setEditing}
        />
      )}
      {/* The day's cards follow its hours: their intake, deposit and mail lines, and actions. */}
      {(view === 'list' || view === 'day') &&
        groupByLocalDay(listed).map((day) => (
          <Stack key={day.date} gap="xs">
            {/* The day view's title above says the day already. */}
            {view === 'list' && (
              <Title order={2} size="h4">
                {f.day(day.date, { weekday: true })}
              </Title>
            )}
            {day.appointments.map((a) => (
              <AppointmentCard
                key={a.id}
                appointment={a}
                timeZone={timeZone}
                onEdit={() => setEditing(a)}
                onDelete={() => setDeleting(a)}
                onIntake={() => {
                  setIntakeOf(a);
                  setIntakeOpen(true);
                }}
              />
            ))}
          </Stack>
        ))}

      {/* Below a list of unknown length: drawn once the list has its height, never pushed. */}
      {!calendar.isPending && <CalendarFeedCard />}
      <EditAppointmentDialog appointment={editing} onClose={() => setEditing(null)} />
      <DeleteAppointmentDialog appointment={deleting} onClose={() => setDeleting(null)} />
      {intakeOf && (
        <IntakeDialog
          appointment={intakeOf}
          opened={intakeOpen}
          onClose={() => setIntakeOpen(false)}
        />
      )}
    </Stack>
  );
}
