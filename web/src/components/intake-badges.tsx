import { Badge } from '@mantine/core';
import { dayFlags, type CalendarAppointment } from '@inkforge/domain';

/**
 * What an appointment's intake says, as badges: the medical warning (recorded allergies and the
 * signed form's flags), and whether the intake is signed or still missing. The calendar's cards
 * and a client's Appointments tab both show them.
 */
export function IntakeBadges({ appointment }: { appointment: CalendarAppointment }) {
  const flags = dayFlags(appointment);
  return (
    <>
      {flags.medicalWarning && (
        <Badge color="red" style={{ textTransform: 'none' }} maw="100%">
          Medical warning: {flags.medicalWarning}
        </Badge>
      )}
      {flags.intakeMissing && (
        <Badge color="yellow" variant="outline">
          Intake missing
        </Badge>
      )}
      {appointment.intakeSigned && (
        <Badge color="green" variant="outline">
          Intake signed
        </Badge>
      )}
    </>
  );
}
