import { supplyRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { createSupply } from './create-supply';
import type { SuppliesDeps } from './deps';
import { getSessionRecord } from './get-session-record';
import { listSupplies } from './list-supplies';
import { patchSupply } from './patch-supply';
import { recordSession } from './record-session';
import { getRecordSettings, saveRecordSettings } from './record-settings';
import { sendRecallNotice } from './send-recall-notice';
import { supplySessions } from './supply-sessions';

/** Issue 45: the shelf of inks and needles, session records, recall and the record settings. */
export function suppliesArea(deps: SuppliesDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      createSupply: ({ uid, body }) => createSupply(deps, uid, body),
      listSupplies: ({ uid, query }) => listSupplies(deps, uid, query),
      patchSupply: ({ uid, params, body }) => patchSupply(deps, uid, params.id, body.state),
      supplySessions: ({ uid, params }) => supplySessions(deps, uid, params.id),
      recallNotice: ({ uid, params, body }) => sendRecallNotice(deps, uid, params.id, body.message),
      putSessionRecord: ({ uid, params, body }) => recordSession(deps, uid, params.id, body),
      getSessionRecord: ({ uid, params }) => getSessionRecord(deps, uid, params.id),
      getRecordSettings: ({ uid }) => getRecordSettings(deps, uid),
      putRecordSettings: ({ uid, body }) => saveRecordSettings(deps, uid, body),
    },
    guards,
  );
}
