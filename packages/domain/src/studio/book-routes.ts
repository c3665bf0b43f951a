import { answer, FILE_ANSWER, route } from '../api/route';
import type {
  ApiMedicalRead,
  ApiStudioBookEntry,
  ApiStudioClientNote,
  ApiStudioClientRecord,
  ApiStudioIntake,
} from './book-types';
import {
  medicalReadsQuerySchema,
  studioBookQuerySchema,
  studioClientNoteSchema,
} from './book.schema';

/**
 * Issue 43: the studio's one client book, its notes, and the medical records behind it. Every
 * call passes the studio's door: a non-member gets 404 STUDIO_NOT_FOUND. The intake routes and
 * the read log answer 403 STUDIO_FORBIDDEN to the front desk and to other artists.
 */
export const studioBookRoutes = {
  clients: route({
    method: 'GET',
    path: '/api/studios/:id/clients',
    access: 'artist',
    query: studioBookQuerySchema,
    cache: 'private, no-store',
    answer: answer<ApiStudioBookEntry[]>(),
  }),
  client: route({
    method: 'GET',
    path: '/api/studios/:id/clients/:bookId',
    access: 'artist',
    cache: 'private, no-store',
    answer: answer<ApiStudioClientRecord>(),
  }),
  addNote: route({
    method: 'POST',
    path: '/api/studios/:id/clients/:bookId/notes',
    access: 'artist',
    body: studioClientNoteSchema,
    status: 201,
    answer: answer<ApiStudioClientNote>(),
  }),
  /** The performing artist or the owner; logged. The artist's own route is /api/appointments. */
  intake: route({
    method: 'GET',
    path: '/api/studios/:id/artists/:artistUid/appointments/:appointmentId/intake',
    access: 'artist',
    cache: 'private, no-store',
    answer: answer<ApiStudioIntake>(),
  }),
  intakePdf: route({
    method: 'GET',
    path: '/api/studios/:id/artists/:artistUid/appointments/:appointmentId/intake.pdf',
    access: 'artist',
    answer: FILE_ANSWER,
  }),
  /** The owner only: every read of a medical record, newest first. */
  medicalReads: route({
    method: 'GET',
    path: '/api/studios/:id/medical-reads',
    access: 'artist',
    query: medicalReadsQuerySchema,
    cache: 'private, no-store',
    answer: answer<ApiMedicalRead[]>(),
  }),
};
