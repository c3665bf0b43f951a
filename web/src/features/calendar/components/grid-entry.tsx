import { Button } from '@mantine/core';
import { dayFlags, type CalendarAppointment } from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';

interface Props {
  appointment: CalendarAppointment;
  timeZone: string;
  onEdit: (appointment: CalendarAppointment) => void;
}

/** One booking in a month cell or a phone's month list: its time and whole title, wrapping. */
export function GridEntry({ appointment: a, timeZone, onEdit }: Props) {
  const f = useStudioFormat();
  const time = f.time(a.appointmentDate, { timeZone });
  const warning = dayFlags(a).medicalWarning;
  const byText = a.confirmedBy === 'text';
  return (
    <Button
      variant="light"
      size="compact-xs"
      fullWidth
      mt={2}
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left', overflowWrap: 'anywhere' } }}
      color={warning ? 'red' : undefined}
      // The visible text first, so a voice user can say what they see (WCAG 2.5.3).
      aria-label={`${time} ${a.title}${byText ? ' · Confirmed by text' : ''}, edit${warning ? ', medical warning' : ''}`}
      onClick={() => onEdit(a)}
    >
      {time} {a.title}
      {byText ? ' · Confirmed by text' : ''}
    </Button>
  );
}
