import { z } from 'zod';
import {
  BODY_PLACEMENTS,
  DEFAULT_PROJECT_STATUS,
  PROJECT_SIZES,
  PROJECT_STATUSES,
} from './constants';
import {
  documentId,
  optionalCents,
  optionalChoice,
  optionalHours,
  optionalInteger,
  optionalText,
  requiredText,
} from './fields';
import { refusal } from '../refusal';

const projectFields = {
  title: requiredText(200, refusal('PROJECT_TITLE_REQUIRED')),
  description: optionalText(5000),
  bodyPlacement: optionalChoice(BODY_PLACEMENTS),
  size: optionalChoice(PROJECT_SIZES),
  style: optionalText(120),
  estimatedHours: optionalInteger,
  actualHours: optionalHours,
  estimatedPrice: optionalCents,
  finalPrice: optionalCents,
  notes: optionalText(5000),
  status: optionalChoice(PROJECT_STATUSES).transform((v) => v ?? DEFAULT_PROJECT_STATUS),
};

/** POST /api/client-projects. Prices arrive as decimal amounts. */
export const projectRequestSchema = z.object({
  clientId: documentId(refusal('CLIENT_NOT_FOUND')),
  ...projectFields,
});
export type ProjectRequest = z.input<typeof projectRequestSchema>;
export type ProjectInput = z.output<typeof projectRequestSchema>;

/** PUT /api/client-projects/{id}: the whole project as the edit dialog holds it (client stays). */
export const updateProjectRequestSchema = z.object(projectFields);
export type UpdateProjectRequest = z.input<typeof updateProjectRequestSchema>;
export type UpdateProjectInput = z.output<typeof updateProjectRequestSchema>;
