import type { ApiAppointment } from '../clients/api-types';
import type { AppointmentStatus, AppointmentType } from '../clients/constants';
import type { StudioRole } from './roles';

/** A calendar column: every tattooing member (owner, artist, guest in their spot). */
export interface ApiStudioCalendarArtist {
  uid: string;
  displayName: string;
  /** #rrggbb. */
  color: string;
  role: StudioRole;
}

/**
 * The day's flags of an appointment. Medical is a flag only: the answers are special-category
 * data the desk never receives (only the performing artist and the owner read them).
 */
export interface StudioDayFlags {
  /** Live (not cancelled, completed, no-show) with no deposit held. */
  depositMissing: boolean;
  /** Live with no signed intake form. */
  intakeUnsigned: boolean;
  /** The client's record or the signed intake flags something the artist should review. */
  medicalReview: boolean;
}

/** One appointment of the studio calendar. */
export interface ApiStudioCalendarEntry {
  id: string;
  artistUid: string;
  artistName: string;
  artistColor: string;
  clientId: string;
  clientName: string;
  projectId?: string;
  projectTitle?: string;
  title: string;
  /** The instant, ISO 8601 in UTC. */
  appointmentDate: string;
  /** The studio's day, 'YYYY-MM-DD', and time, 'HH:mm' (the studio's zone). */
  localDate: string;
  localTime: string;
  duration: number;
  type: AppointmentType;
  status: AppointmentStatus;
  flags: StudioDayFlags;
}

/** GET /api/studios/{id}/calendar?from=&to=&artist=. */
export interface ApiStudioCalendar {
  studioId: string;
  /** The zone the days are read in. */
  timezone: string;
  from: string;
  to: string;
  /** Every column, for the filter (whatever `artist` asked). */
  artists: ApiStudioCalendarArtist[];
  /** Sorted by time; only `artist`'s when asked. */
  appointments: ApiStudioCalendarEntry[];
}

/** An artist's appointment as the studio's routes answer it (with its `history`). */
export interface ApiStudioAppointment extends ApiAppointment {
  artistUid: string;
  artistName: string;
  clientName: string;
}
