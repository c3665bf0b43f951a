import type { IntakeStatus } from '../clients/intake-types';
import type {
  AppointmentStatus,
  AppointmentType,
  ClientStatus,
  ProjectSize,
  ProjectStatus,
} from '../clients/constants';
import type { StudioRole } from './roles';

/**
 * Issue 43, the studio's one client book. Each artist's clients stay in their own book
 * (`users/{artistUid}/clients`); the studio's book is one record per client, found by e-mail
 * across the tattooing members. Medical fields (allergies, medical notes, declared health) are
 * in none of these answers: answers to the intake form are read through the intake routes,
 * which only the performing artist and the owner may call, and every such read is logged.
 */

/**
 * Where an appointment's intake form stands, as everyone in the studio may see it: no form
 * asked, a link sent and not signed, signed with nothing flagged, or signed with something
 * the artist must review (a "yes" or an allergy). Never the answers themselves.
 */
export const BOOK_INTAKE_STATES = ['none', 'sent', 'signed', 'needs_review'] as const;
export type BookIntakeState = (typeof BOOK_INTAKE_STATES)[number];

export const BOOK_INTAKE_LABELS: Record<BookIntakeState, string> = {
  none: 'No intake',
  sent: 'Intake sent',
  signed: 'Intake signed',
  needs_review: 'Needs review',
};

/** One artist's record of the client: whose book the client is in, and under which id. */
export interface ApiBookArtist {
  uid: string;
  displayName: string;
  /** The artist's calendar colour (#rrggbb). */
  color: string;
  /** The client's id in this artist's own book (`/api/clients/...` of that artist). */
  clientId: string;
}

/** GET /api/studios/{id}/clients?q=: one row of the studio's book. */
export interface ApiStudioBookEntry {
  /** `e-{sha256 of the e-mail, 24 hex}`, or `a-{artistUid}-{clientId}` without an e-mail. */
  bookId: string;
  name: string;
  email?: string;
  phone?: string;
  /** Every member who tattoos the client. */
  artists: ApiBookArtist[];
  appointmentsCount: number;
  /** The latest past appointment (ISO), if any. */
  lastAppointment?: string;
  /** The next upcoming appointment (ISO), if any. */
  nextAppointment?: string;
}

/** A project of one artist, as the book shows it. */
export interface ApiBookProject {
  id: string;
  artistUid: string;
  clientId: string;
  title: string;
  status: ProjectStatus;
  style?: string;
  bodyPlacement?: string;
  size?: ProjectSize;
  createdAt: string;
}

/** An appointment of one artist, with where its intake form stands (never the answers). */
export interface ApiBookAppointment {
  id: string;
  artistUid: string;
  clientId: string;
  projectId?: string;
  title: string;
  /** The instant, ISO 8601 in UTC. */
  appointmentDate: string;
  timezone: string;
  duration: number;
  type: AppointmentType;
  status: AppointmentStatus;
  intake: BookIntakeState;
  /** True when the reader may open the answers (the performing artist and the owner). */
  mayReadIntake: boolean;
}

/** One artist's record of the client inside the book's record. */
export interface ApiBookArtistRecord extends ApiBookArtist {
  status: ClientStatus;
  preferredStyle?: string;
  /**
   * The artist's own notes on their client card: shown only to that artist and the owner
   * (absent for everyone else).
   */
  artistNotes?: string;
  createdAt: string;
}

export const NOTE_VISIBILITIES = ['shared', 'private'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];

/** A note on the studio's record of a client: shared with every member, or the author's own. */
export interface ApiStudioClientNote {
  id: string;
  bookId: string;
  text: string;
  visibility: NoteVisibility;
  authorUid: string;
  authorName: string;
  createdAt: string;
}

/** GET /api/studios/{id}/clients/{bookId}: the one record. */
export interface ApiStudioClientRecord {
  bookId: string;
  name: string;
  email?: string;
  phone?: string;
  emergencyContact?: string;
  emergencyPhone?: string;
  /** Each artist's record of the client (the artists who tattoo them). */
  artists: ApiBookArtistRecord[];
  /** Every artist's projects, oldest first. */
  projects: ApiBookProject[];
  /** Every artist's appointments (the history), newest first. */
  appointments: ApiBookAppointment[];
  /** The shared notes, and the reader's own private ones; newest first. */
  notes: ApiStudioClientNote[];
}

/** GET /api/studios/{id}/artists/{artistUid}/appointments/{appointmentId}/intake. */
export type ApiStudioIntake = IntakeStatus;

/**
 * What a medical read opened: an intake form's answers, its PDF, or the artist's client list
 * with the medical fields (allergies, medical notes, declared health) of the clients it names.
 */
export const MEDICAL_READ_KINDS = ['answers', 'pdf', 'clients'] as const;
export type MedicalReadKind = (typeof MEDICAL_READ_KINDS)[number];

export const MEDICAL_READ_LABELS: Record<MedicalReadKind, string> = {
  answers: 'Intake answers',
  pdf: 'Intake PDF',
  clients: 'Client medical fields',
};

/** The route a medical read came through: the studio's, or the artist's own. */
export type MedicalReadVia = 'studio' | 'artist';

/** GET /api/studios/{id}/medical-reads: who read which medical record, and when. */
export interface ApiMedicalRead {
  id: string;
  readerUid: string;
  readerName: string;
  /** The reader's role at the time of the read. */
  readerRole: StudioRole;
  /** The artist whose client (and appointment) it was. */
  artistUid: string;
  artistName: string;
  clientId?: string;
  appointmentId?: string;
  /** `clients`: the clients whose medical fields the list carried. */
  clientIds?: string[];
  what: MedicalReadKind;
  via: MedicalReadVia;
  /** ISO instant. */
  at: string;
}
