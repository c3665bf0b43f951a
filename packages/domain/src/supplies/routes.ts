import { answer, route } from '../api/route';
import type {
  ApiRecallNotice,
  ApiRecordSettings,
  ApiSessionRecord,
  ApiSporeTest,
  ApiSterilisationCycle,
  ApiSupply,
  ApiSupplyList,
  ApiSupplySessions,
} from './api-types';
import {
  createSupplyRequestSchema,
  cycleRequestSchema,
  cyclesQuerySchema,
  listSuppliesQuerySchema,
  patchSupplyRequestSchema,
  recallNoticeRequestSchema,
  recordSettingsRequestSchema,
  sessionRecordRequestSchema,
  sporeTestRequestSchema,
} from './supply.schema';

/**
 * Issue 45: the shelf of inks and needles, what went into each session, recall. Records are
 * evidence: no route deletes or silently rewrites one.
 */
export const supplyRoutes = {
  createSupply: route({
    method: 'POST',
    path: '/api/supplies',
    access: 'artist',
    body: createSupplyRequestSchema,
    status: 201,
    answer: answer<ApiSupply>(),
  }),
  listSupplies: route({
    method: 'GET',
    path: '/api/supplies',
    access: 'artist',
    query: listSuppliesQuerySchema,
    cache: 'private, no-store',
    answer: answer<ApiSupplyList>(),
  }),
  patchSupply: route({
    method: 'PATCH',
    path: '/api/supplies/:id',
    access: 'artist',
    body: patchSupplyRequestSchema,
    answer: answer<ApiSupply>(),
  }),
  supplySessions: route({
    method: 'GET',
    path: '/api/supplies/:id/sessions',
    access: 'artist',
    cache: 'private, no-store',
    answer: answer<ApiSupplySessions>(),
  }),
  recallNotice: route({
    method: 'POST',
    path: '/api/supplies/:id/recall-notice',
    access: 'artist',
    body: recallNoticeRequestSchema,
    answer: answer<ApiRecallNotice>(),
  }),
  putSessionRecord: route({
    method: 'PUT',
    path: '/api/appointments/:id/session-record',
    access: 'artist',
    body: sessionRecordRequestSchema,
    answer: answer<ApiSessionRecord>(),
  }),
  getSessionRecord: route({
    method: 'GET',
    path: '/api/appointments/:id/session-record',
    access: 'artist',
    cache: 'private, no-store',
    answer: answer<ApiSessionRecord>(),
  }),
  getRecordSettings: route({
    method: 'GET',
    path: '/api/settings/records',
    access: 'artist',
    cache: 'private, no-store',
    answer: answer<ApiRecordSettings>(),
  }),
  putRecordSettings: route({
    method: 'PUT',
    path: '/api/settings/records',
    access: 'artist',
    body: recordSettingsRequestSchema,
    answer: answer<ApiRecordSettings>(),
  }),
};

/** The sterilisation log: autoclave cycles and spore tests. */
export const sterilisationRoutes = {
  createCycle: route({
    method: 'POST',
    path: '/api/sterilisation/cycles',
    access: 'artist',
    body: cycleRequestSchema,
    status: 201,
    answer: answer<ApiSterilisationCycle>(),
  }),
  listCycles: route({
    method: 'GET',
    path: '/api/sterilisation/cycles',
    access: 'artist',
    query: cyclesQuerySchema,
    cache: 'private, no-store',
    answer: answer<{ cycles: ApiSterilisationCycle[] }>(),
  }),
  createSporeTest: route({
    method: 'POST',
    path: '/api/sterilisation/spore-tests',
    access: 'artist',
    body: sporeTestRequestSchema,
    status: 201,
    answer: answer<ApiSporeTest>(),
  }),
  listSporeTests: route({
    method: 'GET',
    path: '/api/sterilisation/spore-tests',
    access: 'artist',
    cache: 'private, no-store',
    answer: answer<{ tests: ApiSporeTest[] }>(),
  }),
};
