import { z } from 'zod';
import { timeZone } from '../clients/fields';

/**
 * POST /api/walk-ins: a client at the door, on the calendar now. A name makes a new client (or
 * `clientId` picks one on file); a flash design and its size tie the session to that flash (its
 * price, its stencil, a copy counted).
 */
export const walkInSchema = z
  .object({
    name: z.string({ error: 'Enter the client’s name.' }).trim().max(100).optional(),
    clientId: z.string({ error: 'Choose a client.' }).trim().min(1).max(128).optional(),
    duration: z
      .number({ error: 'The length is a whole number of minutes, 15 to 720.' })
      .int('The length is a whole number of minutes, 15 to 720.')
      .min(15, 'The length is a whole number of minutes, 15 to 720.')
      .max(720, 'The length is a whole number of minutes, 15 to 720.'),
    timezone: timeZone,
    flash: z
      .object({
        id: z.string({ error: 'Choose a flash design.' }).trim().min(1).max(128),
        variant: z.number({ error: 'Choose a size.' }).int('Choose a size.').min(0).max(50),
      })
      .optional(),
  })
  .refine((v) => v.clientId !== undefined || (v.name ?? '') !== '', {
    message: 'Enter the client’s name.',
    path: ['name'],
  });
export type WalkInRequest = z.input<typeof walkInSchema>;
export type WalkInInput = z.output<typeof walkInSchema>;

/** What a walk-in made: its client (new or on file), project and appointment. */
export interface ApiWalkIn {
  clientId: string;
  projectId: string;
  appointmentId: string;
}
