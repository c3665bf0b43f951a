import { Stack, Title } from '@mantine/core';
import type { StudioFormatters } from '@inkforge/domain';
import type { ApiPortalAppointment } from '@inkforge/domain';
import { AppointmentCard } from './appointment-card';

interface Props {
  token: string;
  kind: 'upcoming' | 'past';
  appointments: ApiPortalAppointment[];
  artistName: string;
  f: StudioFormatters;
}

const HEADINGS = { upcoming: 'Coming up', past: 'Past appointments' } as const;

/** One section of appointments, as a list a screen reader counts; nothing when empty. */
export function AppointmentList({ token, kind, appointments, artistName, f }: Props) {
  if (appointments.length === 0) return null;
  const id = `portal-${kind}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {HEADINGS[kind]}
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {appointments.map((appointment) => (
          <li key={appointment.id}>
            <AppointmentCard
              token={token}
              appointment={appointment}
              artistName={artistName}
              f={f}
            />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
