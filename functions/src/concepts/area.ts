import { conceptRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import type { ChatModel } from '../adapters/chat-model';
import type { Firestore } from '../adapters/firebase/firebase';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { NAMED_ARTISTS, refuseNamedArtists } from '../named-artists';
import type { ToolHandles } from '../paid-tools/deps';
import { createConceptsDeps } from './deps';
import { discardConcept } from './discard-concept';
import { keepConcept } from './keep-concept';
import { listConcepts } from './list-concepts';
import { sketchConcepts } from './sketch-concepts';
import { getStyleReferences, saveStyleReferences } from './style-references';

/** Issue 46: style references from the artist's own work and concepts sketched from a brief. */
export function conceptsArea(
  handles: ToolHandles & { db: Firestore; chatModel: ChatModel | null },
  guards: RouteGuards,
): Router {
  const guard = { chatModel: handles.chatModel, namedArtists: NAMED_ARTISTS };
  const deps = createConceptsDeps(handles, (texts, caller) =>
    refuseNamedArtists(guard, texts, caller),
  );
  return mountRoutes(
    declared,
    {
      getStyleReferences: ({ uid }) => getStyleReferences(deps, uid),
      putStyleReferences: ({ uid, body }) => saveStyleReferences(deps, uid, body.itemIds),
      sketchConcepts: ({ uid, params, gone }) => sketchConcepts(deps, uid, params.id, gone),
      listConcepts: ({ uid, params }) => listConcepts(deps, uid, params.id),
      keepConcept: ({ uid, params }) => keepConcept(deps, uid, params.id),
      discardConcept: ({ uid, params }) => discardConcept(deps, uid, params.id),
    },
    guards,
  );
}
