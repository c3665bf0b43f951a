import { Text, UnstyledButton } from '@mantine/core';
import { Fragment } from 'react';
import { dayFlags, wallClockAt, type CalendarAppointment } from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';
import { FlashStencilButton } from './flash-stencil-button';
import classes from './week-grid.module.css';

const HOUR_PX = 48;
/** A booking is at least a finger's height, however short. */
const MIN_BOOKING_PX = 44;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface Props {
  /** One day (the day view) or the seven of a week. */
  days: readonly string[];
  /** Today in the artist's zone: its column is marked. */
  today: string;
  appointments: readonly CalendarAppointment[];
  timeZone: string;
  onEdit: (appointment: CalendarAppointment) => void;
}

interface Placed {
  appointment: CalendarAppointment;
  /** Hours from midnight, in the artist's zone. */
  start: number;
  end: number;
  lane: number;
  lanes: number;
}

/** Bookings of one day with their hours; overlapping ones side by side in lanes. */
function place(day: readonly CalendarAppointment[], timeZone: string): Placed[] {
  const sorted = day
    .map((appointment) => {
      const clock = wallClockAt(new Date(appointment.appointmentDate), timeZone);
      const start = clock.hour + clock.minute / 60;
      return { appointment, start, end: Math.min(24, start + appointment.duration / 60) };
    })
    .sort((a, b) => a.start - b.start);
  const placed: Placed[] = [];
  let cluster: Placed[] = [];
  let clusterEnd = -1;
  const close = () =>
    cluster.forEach((p) => (p.lanes = Math.max(...cluster.map((c) => c.lane)) + 1));
  for (const item of sorted) {
    if (item.start >= clusterEnd) {
      close();
      cluster = [];
    }
    const taken = new Set(cluster.filter((p) => p.end > item.start).map((p) => p.lane));
    let lane = 0;
    while (taken.has(lane)) lane += 1;
    const entry = { ...item, lane, lanes: 1 };
    cluster.push(entry);
    placed.push(entry);
    clusterEnd = Math.max(clusterEnd, item.end);
  }
  close();
  return placed;
}

/** Monday-first weekday of a day key. */
const weekdayOf = (day: string) => WEEKDAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7];

/**
 * The day or week by hour: a time axis, a column per day, each booking at its time and as long
 * as it lasts, with its whole time and title. A week is wider than a phone: the region scrolls
 * sideways (and takes keyboard focus for it); a day fits.
 */
export function WeekGrid({ days, today, appointments, timeZone, onEdit }: Props) {
  const f = useStudioFormat();
  const hourLabel = (hour: number) => f.time(Date.UTC(2000, 0, 1, hour), { timeZone: 'UTC' });
  const byDay = days.map((day) =>
    place(
      appointments.filter((a) => a.localDate === day),
      timeZone,
    ),
  );
  const all = byDay.flat();
  const first = Math.min(8, ...all.map((p) => Math.floor(p.start)));
  const last = Math.max(20, ...all.map((p) => Math.ceil(p.end)));
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const height = (last - first) * HOUR_PX;
  const style = { height, '--hour-height': `${HOUR_PX}px` } as React.CSSProperties;
  const label = days.length === 1 ? 'Day by hour' : 'Week by hour';

  return (
    <div className={classes.scroller} role="region" aria-label={label} tabIndex={0}>
      <div className={classes.grid} style={{ '--days': days.length } as React.CSSProperties}>
        <div />
        {days.map((day) => (
          <Text
            key={day}
            size="xs"
            fw={600}
            className={classes.dayHead}
            data-today={day === today || undefined}
            aria-hidden
          >
            {weekdayOf(day)} {Number(day.slice(8))}
            {day === today ? ' · Today' : ''}
          </Text>
        ))}
        <div className={classes.axis} style={style} data-testid="time-axis" aria-hidden>
          {hours.map((hour) => (
            <span key={hour} className={classes.hour} style={{ top: (hour - first) * HOUR_PX }}>
              {hourLabel(hour)}
            </span>
          ))}
        </div>
        {days.map((day, i) => (
          <div
            key={day}
            className={classes.column}
            style={style}
            data-today={day === today || undefined}
            role="group"
            aria-label={`${f.day(day, { weekday: true })}${day === today ? ', today' : ''}`}
          >
            {(byDay[i] ?? []).map(({ appointment: a, start, end, lane, lanes }) => {
              const time = f.time(a.appointmentDate, { timeZone });
              const warning = dayFlags(a).medicalWarning;
              const top = (start - first) * HOUR_PX;
              return (
                <Fragment key={a.id}>
                  <UnstyledButton
                    className={classes.booking}
                    data-warning={warning || undefined}
                    data-flash={a.flash ? true : undefined}
                    style={{
                      top,
                      height: Math.max(MIN_BOOKING_PX, (end - start) * HOUR_PX - 2),
                      left: `calc(${(100 * lane) / lanes}% + 2px)`,
                      width: `calc(${100 / lanes}% - 4px)`,
                    }}
                    // The visible text first, so a voice user can say what they see (WCAG 2.5.3).
                    aria-label={`${time} ${a.title}, edit${warning ? ', medical warning' : ''}`}
                    onClick={() => onEdit(a)}
                  >
                    <b>{time}</b> {a.title}
                  </UnstyledButton>
                  {a.flash && (
                    // Beside the booking's button, not inside it: a button never holds another.
                    <FlashStencilButton
                      appointmentId={a.id}
                      sizeCm={a.flash.sizeCm}
                      iconFor={`${time} ${a.title}`}
                      className={classes.stencil}
                      style={{
                        top: top + 1,
                        right: `calc(${(100 * (lanes - lane - 1)) / lanes}% + 3px)`,
                      }}
                    />
                  )}
                </Fragment>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
