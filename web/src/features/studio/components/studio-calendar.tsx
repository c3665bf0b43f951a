import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import {
  booksForOthers,
  type ApiStudio,
  type ApiStudioCalendarEntry,
  type StudioRole,
} from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useStudioFormat } from '@/lib/studio-format';
import { useStudioCalendar } from '../api/get-studio-calendar';
import { BookAppointmentDialog } from './book-appointment-dialog';
import { addDays, daysBetween, rangeOf, todayIn, type CalendarView } from './calendar-days';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { MoveAppointmentDialog } from './move-appointment-dialog';
import { DepositRequestDialog } from './deposit-request-dialog';
import { IntakeLinkDialog } from './intake-link-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';
import { StudioAppointmentCard, type DeskAction } from './studio-appointment-card';

interface Props {
  studio: ApiStudio;
  role: StudioRole;
  myUid: string;
}

const ALL = 'all';

/**
 * The studio's one calendar: a day or a week of every artist's appointments in the studio's
 * zone, filtered by artist. Days stack on a phone and sit side by side where there is room.
 */
export function StudioCalendar({ studio, role, myUid }: Props) {
  const format = useStudioFormat();
  const [view, setView] = useState<CalendarView>('day');
  const [day, setDay] = useState(() => todayIn(studio.timezone));
  const [artist, setArtist] = useState<string>(ALL);
  const [booking, setBooking] = useState(false);
  const [moving, setMoving] = useState<ApiStudioCalendarEntry | null>(null);
  const [cancelling, setCancelling] = useState<ApiStudioCalendarEntry | null>(null);
  const [acting, setActing] = useState<{
    entry: ApiStudioCalendarEntry;
    action: DeskAction;
  } | null>(null);
  const { from, to } = rangeOf(view, day);
  const calendar = useStudioCalendar({
    studioId: studio.id,
    from,
    to,
    artist: artist === ALL ? null : artist,
  });
  const forEveryone = booksForOthers(role);
  const artists = calendar.data?.artists ?? [];
  const bookable = forEveryone ? artists : artists.filter((a) => a.uid === myUid);
  const mayChange = (entry: ApiStudioCalendarEntry) => forEveryone || entry.artistUid === myUid;
  const step = view === 'day' ? 1 : 7;
  const heading =
    view === 'day' ? format.day(day, { weekday: true }) : `${format.day(from)} – ${format.day(to)}`;

  const byDay = (date: string) =>
    (calendar.data?.appointments ?? []).filter((entry) => entry.localDate === date);

  const cards = (entries: ApiStudioCalendarEntry[]) =>
    entries.length === 0 ? (
      <Text size="sm" c="dimmed">
        No appointments
      </Text>
    ) : (
      entries.map((entry) => (
        <StudioAppointmentCard
          key={entry.id}
          entry={entry}
          {...(mayChange(entry)
            ? {
                onMove: () => setMoving(entry),
                onCancel: () => setCancelling(entry),
                onAction: (action: DeskAction) => setActing({ entry, action }),
              }
            : {})}
        />
      ))
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3" aria-live="polite">
          {heading}
        </Title>
        {bookable.length > 0 && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setBooking(true)}>
            New appointment
          </Button>
        )}
      </Group>
      <Group wrap="wrap" gap="sm" align="flex-end">
        <Group gap={4} wrap="nowrap">
          <Button
            variant="default"
            px="xs"
            aria-label={view === 'day' ? 'Previous day' : 'Previous week'}
            onClick={() => setDay(addDays(day, -step))}
          >
            <IconChevronLeft size={18} aria-hidden />
          </Button>
          <Button variant="default" onClick={() => setDay(todayIn(studio.timezone))}>
            Today
          </Button>
          <Button
            variant="default"
            px="xs"
            aria-label={view === 'day' ? 'Next day' : 'Next week'}
            onClick={() => setDay(addDays(day, step))}
          >
            <IconChevronRight size={18} aria-hidden />
          </Button>
        </Group>
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(v) => setView(v === 'week' ? 'week' : 'day')}
          data={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
          ]}
        />
        <Select
          label="Artist"
          w={220}
          data={[
            { value: ALL, label: 'All artists' },
            ...artists.map((a) => ({ value: a.uid, label: a.displayName })),
          ]}
          value={artist}
          onChange={(v) => setArtist(v ?? ALL)}
          allowDeselect={false}
        />
      </Group>
      {calendar.isError && (
        <Alert color="red" role="alert">
          {errorMessage(calendar.error, 'The calendar could not be loaded.')}
        </Alert>
      )}
      {calendar.isPending ? (
        <Skeleton h={160} />
      ) : view === 'day' ? (
        <Stack gap="xs" data-testid="studio-day">
          {cards(byDay(day))}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4, xl: 7 }} spacing="sm" data-testid="studio-week">
          {daysBetween(from, to).map((date) => (
            <Stack key={date} gap="xs" component="section" aria-labelledby={`day-${date}`}>
              <Text id={`day-${date}`} fw={700} size="sm" component="h3">
                {format.day(date, { weekday: true })}
              </Text>
              {cards(byDay(date))}
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {booking && (
        <BookAppointmentDialog
          studioId={studio.id}
          timezone={studio.timezone}
          artists={bookable}
          day={day}
          onClose={() => setBooking(false)}
        />
      )}
      {moving && (
        <MoveAppointmentDialog
          studioId={studio.id}
          timezone={studio.timezone}
          entry={moving}
          onClose={() => setMoving(null)}
        />
      )}
      {cancelling && (
        <CancelAppointmentDialog
          studioId={studio.id}
          entry={cancelling}
          onClose={() => setCancelling(null)}
        />
      )}
      {acting?.action === 'intake' && (
        <IntakeLinkDialog
          studioId={studio.id}
          entry={acting.entry}
          onClose={() => setActing(null)}
        />
      )}
      {acting?.action === 'deposit' && (
        <DepositRequestDialog
          studioId={studio.id}
          entry={acting.entry}
          onClose={() => setActing(null)}
        />
      )}
      {acting?.action === 'payment' && (
        <RecordPaymentDialog
          studioId={studio.id}
          entry={acting.entry}
          onClose={() => setActing(null)}
        />
      )}
    </Stack>
  );
}
