import { answer, route } from '../api/route';
import type { ApiBriefAnswer } from './brief';
import { briefEditSchema } from './brief-edit.schema';

const assistantBudget = { rule: 'paidTool', per: 'artist' } as const;

/** Issue 46: the consultation brief on a booking request (docs/design-assistant.md). */
export const briefRoutes = {
  // Drafts (or drafts again) the brief: 1 credit, charged once, refunded when nothing came back.
  draftBrief: route({
    method: 'POST',
    path: '/api/booking-requests/:id/brief',
    access: 'artist',
    limit: assistantBudget,
    spends: ['brief'],
    cache: 'private, no-store',
    answer: answer<ApiBriefAnswer>(),
  }),
  // The artist's edit: free; the estimate follows the edited size and style.
  editBrief: route({
    method: 'PUT',
    path: '/api/booking-requests/:id/brief',
    access: 'artist',
    body: briefEditSchema,
    cache: 'private, no-store',
    answer: answer<ApiBriefAnswer>(),
  }),
};
