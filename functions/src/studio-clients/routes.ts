import { studioBookRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { addNote } from './add-note';
import type { StudioClientsDeps } from './deps';
import { getBookRecord } from './get-book-record';
import { listMedicalReads } from './list-medical-reads';
import { listStudioBook } from './list-book';
import { readStudioIntake, readStudioIntakePdf } from './read-intake';

/** The studio's one client book, its notes, and the medical records behind it (issue 43). */
export function studioClientsRoutes(deps: StudioClientsDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      clients: async ({ uid, params, query }) => listStudioBook(deps, uid, params.id, query.q),
      client: async ({ uid, params }) => getBookRecord(deps, uid, params.id, params.bookId),
      addNote: async ({ uid, params, body }) => addNote(deps, uid, params.id, params.bookId, body),
      intake: async ({ uid, params }) =>
        readStudioIntake(deps, uid, {
          studioId: params.id,
          artistUid: params.artistUid,
          appointmentId: params.appointmentId,
        }),
      intakePdf: async ({ uid, params, res }) => {
        const file = await readStudioIntakePdf(deps, uid, {
          studioId: params.id,
          artistUid: params.artistUid,
          appointmentId: params.appointmentId,
        });
        res.type('application/pdf').set('Cache-Control', 'private, no-store');
        res.attachment(file.fileName);
        res.send(Buffer.from(file.bytes));
      },
      medicalReads: async ({ uid, params, query }) => listMedicalReads(deps, uid, params.id, query),
    },
    guards,
  );
}
