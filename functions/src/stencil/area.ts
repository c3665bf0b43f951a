import type { RequestHandler, Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import { createToolDeps, type ToolHandles } from '../paid-tools/deps';
import { stencilRoutes } from './routes';

/** Stencils: presets, the paid stencil, printing, vector export, healed look, transfer check. */
export function stencilArea(
  deps: ToolHandles & { db: Firestore },
  requireAuth: RequestHandler,
): Router {
  return stencilRoutes({ ...createToolDeps(deps), db: deps.db }, requireAuth);
}
