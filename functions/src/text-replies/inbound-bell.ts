import { formatDateTime, type DateStyle } from '@inkforge/domain';
import type { NewNotification } from '../notifications';
import type { BellFor } from './inbound.repository';

/** The bell of an inbound text: who wrote, and what it did (confirmed, asked to move, STOP). */
export function inboundBell(
  from: string,
  body: string,
  clientId: string | null,
  style: DateStyle,
): BellFor {
  return ({ action, appointment, clientName }): NewNotification => {
    const who = clientName ?? from;
    const when = appointment
      ? `${appointment.title}, ${formatDateTime(appointment.start, style, { weekday: true })}`
      : '';
    // The client's record opened on its Messages tab (the thread), where the artist answers.
    const link = clientId
      ? `/clients?client=${encodeURIComponent(clientId)}&tab=messages`
      : '/clients';
    switch (action) {
      case 'confirmed':
        return { kind: 'text_received', title: `${who} confirmed by text`, body: when, link };
      case 'move_requested':
        return {
          kind: 'text_received',
          title: `${who} asks to move an appointment`,
          body: `${when}. They replied R to the reminder: call or text them to find a new time.`,
          link,
        };
      case 'opted_out':
        return {
          kind: 'text_received',
          title: `${who} stopped texts`,
          body: `They replied ${body.trim().toUpperCase()}: they get e-mails only until they reply START.`,
          link,
        };
      case 'opted_in':
        return { kind: 'text_received', title: `${who} turned texts back on`, body: '', link };
      default:
        return {
          kind: 'text_received',
          title: `Text from ${who}`,
          body: body.length > 140 ? `${body.slice(0, 139)}…` : body,
          link,
        };
    }
  };
}
