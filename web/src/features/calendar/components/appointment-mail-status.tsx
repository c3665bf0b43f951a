import { Text } from '@mantine/core';
import {
  clientMessageOf,
  kindsWhere,
  type ApiAppointmentMail,
  type MailReason,
  type StudioFormatters,
} from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';
import { useAppointmentMail } from '../api/reminders';

const REASONS: Record<MailReason, string> = {
  NO_CLIENT_EMAIL: 'no client e-mail',
  BOOKED_INSIDE_REMINDER_WINDOW: 'booked too close to the date',
  APPOINTMENT_CHANGED: 'the appointment changed',
  APPOINTMENT_GONE: 'the appointment was deleted',
  MAIL_NOT_CONFIGURED: 'e-mail is not set up on the server',
  SEND_FAILED: 'the mail server refused it',
  NO_UNPAID_DEPOSIT: 'no deposit was due',
  DEPOSIT_ASKED_LATER: 'the deposit was asked later',
  NO_PROJECT: 'the appointment has no project',
  INTAKE_SIGNED: 'the form was already signed',
  BOUNCED: 'the address does not take mail',
  COMPLAINED: 'the client marked a mail as spam',
  ADDRESS_SUPPRESSED: 'mail to this address bounced before; allow it again on the client',
  UNSUBSCRIBED: 'the client unsubscribed',
  SENT_WITH_OFFER: 'it went with your offer',
};

/** What chased the client (issue 27): shown once it went. */
const CHASE_KINDS = kindsWhere(
  (m) => m.trigger === 'unpaid_deposit' || m.trigger === 'after_visit',
);

function describe(mail: ApiAppointmentMail, timeZone: string, f: StudioFormatters): string {
  const label = clientMessageOf(mail.kind).label;
  const reason = mail.reason ? REASONS[mail.reason] : null;
  switch (mail.status) {
    case 'sent':
      return `${label} sent`;
    case 'skipped':
      return `${label} not sent${reason ? ` (${reason})` : ''}`;
    case 'failed':
      return `${label} failed${reason ? ` (${reason})` : ''}`;
    case 'sending':
      return `${label} sending`;
    case 'undelivered':
      return `${label}: Not delivered (${mail.deliveryError ?? reason ?? 'no reason given'})`;
    case 'pending': {
      const when = f.dateTime(mail.dueAt, { timeZone });
      return reason ? `${label} waiting (${reason})` : `${label} due ${when}`;
    }
  }
}

/**
 * Beyond the spec: what this appointment has e-mailed the client, for its current time: the
 * confirmation, the reminder, and the latest note if it was moved or cancelled.
 */
export function AppointmentMailStatus({
  appointmentId,
  start,
  timeZone,
}: {
  appointmentId: string;
  start: string;
  timeZone: string;
}) {
  const mail = useAppointmentMail();
  const f = useStudioFormat();
  const startAt = new Date(start).getTime();
  const own = (mail.data?.mails ?? []).filter((m) => m.appointmentId === appointmentId);
  const current = own.filter((m) => new Date(m.startAt).getTime() === startAt);
  const shown = [
    own.find((m) => m.kind === 'confirmation'),
    current.find((m) => m.kind === 'reminder'),
    current.find((m) => m.kind === 'moved' || m.kind === 'cancelled'),
    // What chased the client (issue 27), once it went.
    ...current.filter(
      (m) => CHASE_KINDS.includes(m.kind) && (m.status === 'sent' || m.status === 'undelivered'),
    ),
  ].filter((m): m is ApiAppointmentMail => m !== undefined);
  if (shown.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="appointment-mail">
      E-mail: {shown.map((m) => describe(m, timeZone, f)).join(' · ')}
    </Text>
  );
}
