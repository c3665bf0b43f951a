import {
  depositLinkPath,
  formatDate,
  formatTime,
  ownStudioPlaceOf,
  senderName,
  studioFormatOf,
  textSettingsOf,
  textTemplateOf,
  underStudio,
  renderTextTemplate,
  type TemplatedTextKind,
  type TextSettings,
} from '@inkforge/domain';
import { userRef } from '../adapters/firebase/documents';
import {
  artistTimeZone,
  storedDepositOf,
  type StoredAppointment,
  type StoredClient,
} from '../clients';
import type { TextDeps } from './deps';
import type { StoredText, TextStale } from './text-record';

/** The client as texts read it: the number (E.164) and the consent to texts. */
type TextClient = StoredClient & { smsConsent?: { given?: unknown } | null };

/** Everything a text is written from, read when it goes. */
export interface TextContext {
  settings: TextSettings;
  appointment: StoredAppointment | null;
  client: TextClient | null;
  studioName: string;
  timeZone: string;
  locale: string;
}

export async function textContext(
  deps: TextDeps,
  uid: string,
  text: Pick<StoredText, 'appointmentId' | 'clientId'>,
): Promise<TextContext> {
  const [userSnap, appointment, studio] = await Promise.all([
    userRef(deps.db, uid).get(),
    text.appointmentId ? deps.records.appointment(uid, text.appointmentId) : null,
    deps.studios.of(uid),
  ]);
  const clientId = appointment?.clientId ?? text.clientId;
  const client = clientId
    ? ((await deps.records.client(uid, clientId)) as TextClient | null)
    : null;
  const user = userSnap.data() ?? {};
  const place = underStudio(ownStudioPlaceOf(user), studio);
  const name = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  return {
    settings: textSettingsOf(user.textSettings),
    appointment,
    client,
    studioName: senderName(place.studioName, name(user.displayName), name(user.email)),
    timeZone: appointment?.timezone ?? artistTimeZone(user),
    locale: studioFormatOf(user).locale,
  };
}

const UPCOMING = ['scheduled', 'confirmed'];

/** Why a planned text has nothing to say any more, or null while it stands. */
export function staleTextReason(text: StoredText, { appointment }: TextContext, now: Date) {
  if (!text.appointmentId) return null;
  if (!appointment) return 'APPOINTMENT_GONE' as const;
  if (text.kind === 'cancelled')
    return appointment.status === 'cancelled' ? null : ('APPOINTMENT_CHANGED' as const);
  const sameTime = appointment.appointmentDate.getTime() === text.startAt?.getTime();
  if (!sameTime || !UPCOMING.includes(appointment.status) || appointment.appointmentDate <= now)
    return 'APPOINTMENT_CHANGED' as const;
  return null;
}

/** The link a kind carries: the deposit while one is due, the intake form, the client's page. */
async function linkOf(
  deps: TextDeps,
  uid: string,
  kind: TemplatedTextKind,
  context: TextContext,
  now: Date,
): Promise<string | { stale: TextStale }> {
  const { appointment, client } = context;
  if (kind === 'intake_link') {
    const path = appointment ? await deps.records.renewIntakeLink(uid, appointment.id, now) : null;
    return path ? `${deps.appOrigin}${path}` : { stale: 'NO_INTAKE_ASKED' };
  }
  const deposit = appointment
    ? storedDepositOf((appointment as { deposit?: unknown }).deposit)
    : null;
  if (deposit?.status === 'requested' && kind !== 'cancelled')
    return `${deps.appOrigin}${depositLinkPath(deposit.token)}`;
  if (!client) return '';
  return `${deps.appOrigin}${await deps.portalLink(uid, client.id, now)}`;
}

/**
 * The words of a planned text, from the artist's template (or the default), with fresh links;
 * a text queued with its words (an artist's reply) keeps them.
 */
export async function writeText(
  deps: TextDeps,
  uid: string,
  text: StoredText,
  context: TextContext,
  now: Date,
): Promise<string | { stale: TextStale }> {
  const planned = (text as { planned?: boolean }).planned === true;
  if (!planned) return text.body;
  const kind = text.kind as TemplatedTextKind;
  const template = textTemplateOf(context.settings, kind);
  const link = template.includes('{link}') ? await linkOf(deps, uid, kind, context, now) : '';
  if (typeof link !== 'string') return link;
  const start = context.appointment?.appointmentDate ?? text.startAt ?? now;
  const style = { timeZone: context.timeZone, locale: context.locale };
  return renderTextTemplate(template, {
    firstName: (context.client?.name ?? '').trim().split(/\s+/)[0] ?? '',
    date: formatDate(start, style, { weekday: true }),
    time: formatTime(start, style),
    studio: context.studioName,
    link,
  });
}
