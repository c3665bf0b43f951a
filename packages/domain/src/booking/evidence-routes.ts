import { FILE_ANSWER, route } from '../api/route';

/** Issue 27: the evidence PDFs of a disputed deposit, for the artist who owns the records. */
export const evidenceRoutes = {
  appointment: route({
    method: 'GET',
    path: '/api/appointments/:id/evidence.pdf',
    access: 'artist',
    answer: FILE_ANSWER,
  }),
  project: route({
    method: 'GET',
    path: '/api/client-projects/:id/evidence.pdf',
    access: 'artist',
    answer: FILE_ANSWER,
  }),
};
