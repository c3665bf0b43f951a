import type { RequestHandler } from 'express';
import { AppError } from '../app-error';
import type { Firestore } from '../adapters/firebase/firebase';
import { createStudioAccess } from './studio-access';
import { createStudiosRepository } from './studios.repository';

/**
 * In front of every route that spends credits (mount-routes puts it after the `spends` marker):
 * a front-desk account has no AI tools, whatever credits it holds. The role is read from the
 * member row on this very call, so a desk member made an artist may use them at once.
 */
export function deskSpendGate(
  db: Firestore,
  clock: () => Date,
): RequestHandler & { refuses: 'desk' } {
  const door = createStudioAccess(createStudiosRepository(db), clock);
  const gate: RequestHandler = async (_req, res, next) => {
    const uid = res.locals.auth?.uid;
    const mine = uid ? await door.mine(uid) : null;
    if (mine?.member.role === 'desk') throw new AppError('STUDIO_DESK_NO_AI');
    next();
  };
  // Marked, so desk-spend-gate.test.ts finds it on every paid route of the app.
  return Object.assign(gate, { refuses: 'desk' as const });
}
