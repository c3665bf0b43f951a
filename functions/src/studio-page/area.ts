import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { studioPageApiRoutes } from './routes';
import { createStudioPageDeps } from './wire';

/** A studio's public page as JSON, its requests and the shared inbox (issue 43), for the app. */
export function studioPageArea(
  deps: {
    db: Firestore;
    objects: ObjectStore;
    imageOps: ImageOps;
    mail: MailTransport;
    clock: () => Date;
    logger: Logger;
  },
  guards: RouteGuards,
): Router {
  return studioPageApiRoutes(createStudioPageDeps(deps), guards);
}
