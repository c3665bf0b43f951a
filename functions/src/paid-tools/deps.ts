import { randomUUID } from 'node:crypto';
import type { AiProvider } from '../adapters/ai-provider';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { LedgerService } from '../credits/ledger.service';
import type { Logger } from '../logger';
import {
  createPendingChargesRepository,
  type PendingChargesRepository,
} from './pending-charges.repository';
import type { ImageUrlPolicy } from './resolve-image-url';
import { createAiProvenance, type AiProvenance } from '../ai-provenance';

/** What the image tools, stencils, gallery and body previews need. */
export interface ImageToolsDeps {
  objects: ObjectStore;
  ops: ImageOps;
  ledger: LedgerService;
  /** The paid tools' charges until their answer delivers the result (charge-for.ts). */
  charges: PendingChargesRepository;
  ai: AiProvider;
  urlPolicy: ImageUrlPolicy;
  clock: () => Date;
  newId: () => string;
  logger: Logger;
  /** A tool's result made from an AI design keeps its provenance (gallery disclosure). */
  provenance: AiProvenance;
}

/** The handles every tool area builds its ImageToolsDeps from (the app's, by the same names). */
export interface ToolHandles {
  db: Firestore;
  objects: ObjectStore;
  imageOps: ImageOps;
  ledger: LedgerService;
  ai: AiProvider;
  imageUrlPolicy: ImageUrlPolicy;
  clock: () => Date;
  logger: Logger;
}

export function createToolDeps(handles: ToolHandles): ImageToolsDeps {
  return {
    objects: handles.objects,
    ops: handles.imageOps,
    ledger: handles.ledger,
    charges: createPendingChargesRepository(handles.db),
    ai: handles.ai,
    urlPolicy: handles.imageUrlPolicy,
    clock: handles.clock,
    newId: randomUUID,
    logger: handles.logger,
    provenance: createAiProvenance(handles.db),
  };
}

/** Results of the tools: one object per result, so nothing is ever overwritten. */
export const toolResultPath = (uid: string, tool: string, id: string) =>
  `users/${uid}/tools/${tool}-${id}.png`;

export const toolUploadPath = (uid: string, id: string, ext: string) =>
  `users/${uid}/uploads/${id}.${ext}`;
