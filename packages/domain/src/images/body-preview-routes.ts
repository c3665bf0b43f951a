import { answer, route } from '../api/route';
import type { EditJobStarted } from './edit-jobs';
import { bodyPreviewFieldsSchema } from './tool-requests';

/**
 * The AI body preview: the client's photo, the tattoo and the responsibility declaration;
 * answers 202 with the job to poll (GET /api/ai/jobs/{jobId}).
 */
export const bodyPreviewRoutes = {
  apply: route({
    method: 'POST',
    path: '/api/ai/body-preview',
    access: 'artist',
    upload: { file: 'clientImage', fields: bodyPreviewFieldsSchema },
    limit: { rule: 'paidTool', per: 'artist' },
    spends: ['body_preview'],
    status: 202,
    answer: answer<EditJobStarted>(),
  }),
};
