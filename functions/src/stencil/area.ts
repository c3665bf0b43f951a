import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { RouteGuards } from '../http/mount-routes';
import { createToolDeps, type ToolHandles } from '../paid-tools/deps';
import { stencilRoutes } from './routes';

/** Stencils: presets, the paid stencil, printing, vector export, healed look, transfer check. */
export function stencilArea(deps: ToolHandles & { db: Firestore }, guards: RouteGuards): Router {
  return stencilRoutes({ ...createToolDeps(deps), db: deps.db }, guards);
}
