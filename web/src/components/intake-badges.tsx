import { Badge } from '@mantine/core';
import { dayFlags, type CalendarAppointment } from '@inkforge/domain';
import { MedicalWarningBadge } from './medical-warning-badge';

/**
 * What an appointment's intake says, as badges: the medical warning (recorded allergies and the
 * signed form's flags), and whether the intake is signed or still missing. The calendar's cards
 * and a client's Appointments tab both show them.
 */
export function IntakeBadges({ appointment }: { appointment: CalendarAppointment }) {
  const flags = dayFlags(appointment);
  return (
    <>
      {flags.medicalWarning && <MedicalWarningBadge warning={flags.medicalWarning} />}
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
