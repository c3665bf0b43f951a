import { answer, route } from '../api/route';
import type { ConceptsAnswer, DiscardConceptAnswer, KeepConceptAnswer } from './concept';
import { styleReferencesRequestSchema, type StyleReferences } from './style-references';

/** Issue 46: the artist's style references and the concepts sketched from a request's brief. */
export const conceptRoutes = {
  getStyleReferences: route({
    method: 'GET',
    path: '/api/style-references',
    access: 'artist',
    cache: 'no-store',
    answer: answer<StyleReferences>(),
  }),
  putStyleReferences: route({
    method: 'PUT',
    path: '/api/style-references',
    access: 'artist',
    body: styleReferencesRequestSchema,
    cache: 'no-store',
    answer: answer<StyleReferences>(),
  }),
  sketchConcepts: route({
    method: 'POST',
    path: '/api/booking-requests/:id/concepts',
    access: 'artist',
    limit: { rule: 'paidTool', per: 'artist' },
    spends: ['concepts'],
    cache: 'no-store',
    answer: answer<ConceptsAnswer>(),
  }),
  listConcepts: route({
    method: 'GET',
    path: '/api/booking-requests/:id/concepts',
    access: 'artist',
    cache: 'no-store',
    answer: answer<ConceptsAnswer>(),
  }),
  keepConcept: route({
    method: 'POST',
    path: '/api/concepts/:id/keep',
    access: 'artist',
    cache: 'no-store',
    answer: answer<KeepConceptAnswer>(),
  }),
  discardConcept: route({
    method: 'POST',
    path: '/api/concepts/:id/discard',
    access: 'artist',
    cache: 'no-store',
    answer: answer<DiscardConceptAnswer>(),
  }),
};
