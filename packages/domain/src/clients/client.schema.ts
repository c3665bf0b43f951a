import { z } from 'zod';
import { CLIENT_STATUSES, DEFAULT_CLIENT_STATUS } from './constants';
import { optionalDay, optionalEmail, optionalText, requiredText } from './fields';
import { refusal } from '../refusal';

const name = requiredText(120, refusal('CLIENT_NAME_REQUIRED'));
/**
 * Issue 44: the artist records a consent to texts given in person (true) or its withdrawal
 * (false); left out, the client's consent stays as it is.
 */
const smsConsent = z.boolean().optional();

/** POST /api/clients: the simple client. */
export const simpleClientRequestSchema = z.object({
  name,
  email: optionalEmail,
  phone: optionalText(40),
  notes: optionalText(5000),
  smsConsent,
});
export type SimpleClientRequest = z.input<typeof simpleClientRequestSchema>;

const enhancedFields = {
  name,
  email: optionalEmail,
  phone: optionalText(40),
  dateOfBirth: optionalDay,
  emergencyContact: optionalText(120),
  emergencyPhone: optionalText(40),
  allergies: optionalText(2000),
  medicalNotes: optionalText(5000),
  notes: optionalText(5000),
  preferredStyle: optionalText(120),
  smsConsent,
};

/** POST /api/clients/enhanced: new clients always start active (no status choice). */
export const enhancedClientRequestSchema = z.object(enhancedFields);
export type EnhancedClientRequest = z.input<typeof enhancedClientRequestSchema>;

/** PUT /api/clients/{id}: the whole client as the edit dialog holds it. */
export const updateClientRequestSchema = z.object({
  ...enhancedFields,
  status: z.enum(CLIENT_STATUSES).optional().default(DEFAULT_CLIENT_STATUS),
});
export type UpdateClientRequest = z.input<typeof updateClientRequestSchema>;

/** The stored text fields of a client, as parsed from either request. */
export type ClientFields = z.output<typeof enhancedClientRequestSchema>;
