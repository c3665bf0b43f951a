import {
  mayReadMedical,
  type ApiBookAppointment,
  type ApiBookArtistRecord,
  type ApiBookProject,
  type ApiStudioClientRecord,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import type { StudioAccess } from '../studios';
import type { StudioClientsDeps } from './deps';
import { toApiNote, visibleTo } from './notes';
import { artistOf, firstOf, groupBook, tattooers, type BookGroup, type Card } from './studio-book';

/** The group behind a book id, or 404 STUDIO_CLIENT_NOT_FOUND. */
export async function findGroup(
  deps: StudioClientsDeps,
  access: StudioAccess,
  bookId: string,
): Promise<BookGroup> {
  const group = (await groupBook(deps, await tattooers(deps, access))).get(bookId);
  if (!group) throw new AppError('STUDIO_CLIENT_NOT_FOUND');
  return group;
}

/**
 * GET /api/studios/{id}/clients/{bookId}: the one record: contact, every artist's projects and
 * appointments with where each intake stands, and the notes the reader may read. Medical
 * fields are in no part of it (the intake routes are the only way to them); an artist's own
 * card notes reach only that artist and the owner.
 */
export async function getBookRecord(
  deps: StudioClientsDeps,
  uid: string,
  studioId: string,
  bookId: string,
): Promise<ApiStudioClientRecord> {
  const access = await deps.directory.door.access(studioId, uid);
  const group = await findGroup(deps, access, bookId);
  const reader = access.member;
  const [shelves, notes] = await Promise.all([
    Promise.all(group.cards.map((card) => shelfOf(deps, card))),
    deps.repo.notesOf(studioId, bookId),
  ]);
  const appointments = shelves.flatMap((shelf) =>
    shelf.appointments.map((a) => ({ ...a, mayReadIntake: mayReadMedical(reader, a.artistUid) })),
  );
  return {
    bookId,
    name: firstOf(group.cards, 'name') ?? '',
    ...contact(group.cards),
    artists: group.cards.map((card) => artistRecordOf(card, reader)),
    projects: shelves
      .flatMap((shelf) => shelf.projects)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    appointments: appointments.sort((a, b) => b.appointmentDate.localeCompare(a.appointmentDate)),
    notes: notes
      .filter(visibleTo(uid))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map(toApiNote),
  };
}

function contact(cards: Card[]) {
  const fields = ['email', 'phone', 'emergencyContact', 'emergencyPhone'] as const;
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = firstOf(cards, field);
      return value === undefined ? [] : [[field, value]];
    }),
  ) as Partial<Record<(typeof fields)[number], string>>;
}

/** The artist's card without its medical fields; its notes for that artist and the owner. */
function artistRecordOf(card: Card, reader: StudioAccess['member']): ApiBookArtistRecord {
  const { client } = card;
  const ownNotes = reader.role === 'owner' || reader.uid === card.member.uid;
  return {
    ...artistOf(card),
    status: client.status,
    ...(client.preferredStyle ? { preferredStyle: client.preferredStyle } : {}),
    ...(ownNotes && client.notes ? { artistNotes: client.notes } : {}),
    createdAt: client.createdAt.toISOString(),
  };
}

/** One artist's projects and appointments of the client, with each intake's state. */
async function shelfOf(
  deps: StudioClientsDeps,
  { member, client }: Card,
): Promise<{
  projects: ApiBookProject[];
  appointments: Omit<ApiBookAppointment, 'mayReadIntake'>[];
}> {
  const [projects, appointments, intakes] = await Promise.all([
    deps.book.projects(member.uid),
    deps.book.appointments(member.uid),
    deps.book.intakeStates(member.uid),
  ]);
  const base = { artistUid: member.uid, clientId: client.id };
  return {
    projects: projects
      .filter((p) => p.clientId === client.id)
      .map((p) => ({
        id: p.id,
        ...base,
        title: p.title,
        status: p.status,
        ...(p.style ? { style: p.style } : {}),
        ...(p.bodyPlacement ? { bodyPlacement: p.bodyPlacement } : {}),
        ...(p.size ? { size: p.size } : {}),
        createdAt: p.createdAt.toISOString(),
      })),
    appointments: appointments
      .filter((a) => a.clientId === client.id)
      .map((a) => ({
        id: a.id,
        ...base,
        ...(a.projectId ? { projectId: a.projectId } : {}),
        title: a.title,
        appointmentDate: a.appointmentDate.toISOString(),
        timezone: a.timezone,
        duration: a.duration,
        type: a.type,
        status: a.status,
        intake: intakes.get(a.id) ?? 'none',
      })),
  };
}
